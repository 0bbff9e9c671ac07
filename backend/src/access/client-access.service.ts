import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-error';
import { OwnerScope } from '../common/scope/owner-scope';
import { User } from '../users/user.entity';
import { ClientAssignment } from './client-assignment.entity';
import { seesAllClients, staffRoleOf } from '../users/staff-roles';
import { UsersService } from '../users/users.service';
import type { ClientRole } from './client-capabilities';

export const CLIENT_NOT_FOUND = 'Client not found';

/**
 * The one place that decides which clients a staff member may see. Managers and admins see every
 * client; an accountant only the clients actively assigned to them. A client out of scope is
 * answered exactly like a missing one (404), so an accountant cannot probe who is a client.
 */
@Injectable()
export class ClientAccessService {
  constructor(
    private readonly users: UsersService,
    @InjectRepository(ClientAssignment) private readonly assignments: Repository<ClientAssignment>,
  ) {}

  /** The client with this id if `staff` may see them, else 404. */
  async clientFor(staff: User, clientId: number): Promise<User> {
    const client = await this.users.findInScope(clientId, this.scopeFor(staff));
    if (!client) throw new NotFoundError('client.not_found', CLIENT_NOT_FOUND);
    return client;
  }

  /**
   * The role `user` holds towards the client data a client route acts on, or null for staff (who
   * act on their own account there). Today every client is the owner of their own data; with
   * member roles this becomes the lookup of the person's membership (docs/security.md, "Access").
   */
  clientRoleOf(user: User): Promise<ClientRole | null> {
    return Promise.resolve(staffRoleOf(user) ? null : 'owner');
  }

  /** Only clients: staff accounts (by role or flag) are never listed or opened as clients. */
  private whereClient<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, userAlias: string): SelectQueryBuilder<T> {
    return qb
      .andWhere(`${userAlias}.role = :clientRole`, { clientRole: 'client' })
      .andWhere(`${userAlias}.isStaff = :notStaff`, { notStaff: false });
  }

  /**
   * Restricts a query to rows whose client (the column expression given, e.g. 'd.userId') is in
   * the staff member's scope. A no-op for managers and admins.
   */
  scope<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, staff: User, clientIdExpr: string): SelectQueryBuilder<T> {
    if (seesAllClients(staff)) return qb;
    const assigned = qb
      .subQuery()
      .select('1')
      .from(ClientAssignment, 'scope_ca')
      .where(`scope_ca.clientId = ${clientIdExpr}`)
      .andWhere('scope_ca.accountantId = :scopeStaffId')
      .andWhere('scope_ca.isActive = :scopeActive')
      .getQuery();
    return qb.andWhere(`EXISTS ${assigned}`, { scopeStaffId: staff.id, scopeActive: true });
  }

  /** Clients only, and only those `staff` may see: for domain services that list many clients' rows. */
  scopeFor(staff: User): OwnerScope {
    return (qb, ownerAlias, ownerColumn) => {
      this.whereClient(qb, ownerAlias);
      this.scope(qb, staff, ownerColumn);
    };
  }

  /** Ids of the accountants actively assigned to a client (for notifications); inside the caller's transaction when `m` is given. */
  async assignedAccountantIds(clientId: number, m?: EntityManager): Promise<number[]> {
    const repo = m ? m.getRepository(ClientAssignment) : this.assignments;
    const rows = await repo.find({ where: { clientId, isActive: true }, select: { accountantId: true } });
    return [...new Set(rows.map((r) => r.accountantId))];
  }
}

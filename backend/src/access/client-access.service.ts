import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-error';
import { OwnerScope } from '../common/scope/owner-scope';
import { User } from '../users/user.entity';
import { ClientAssignment } from './client-assignment.entity';
import { ClientBusiness } from '../businesses/client-business.entity';
import { FINANCE_ROLES, seesAllClients, staffRoleOf } from '../users/staff-roles';
import { BusinessesService } from '../businesses/businesses.service';

export const CLIENT_NOT_FOUND = 'Client not found';

/**
 * The one place that decides which clients a staff member may see. Managers and admins see every
 * client; an accountant only the clients actively assigned to them. A client out of scope is
 * answered exactly like a missing one (404), so an accountant cannot probe who is a client.
 */
@Injectable()
export class ClientAccessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ClientAssignment) private readonly assignments: Repository<ClientAssignment>,
    private readonly businesses: BusinessesService,
  ) {}

  /** The client business with this id if `staff` may see it, else 404 (a person's id names no client). */
  async clientFor(staff: User, businessId: number): Promise<ClientBusiness> {
    const qb = this.dataSource.getRepository(ClientBusiness).createQueryBuilder('b').where('b.id = :businessId', { businessId });
    this.scope(qb, staff, 'b.id');
    const client = await qb.getOne();
    if (!client) throw new NotFoundError('client.not_found', CLIENT_NOT_FOUND);
    return client;
  }

  /**
   * Restricts a query to rows whose client business (the column expression given, e.g.
   * 'd.businessId') is in the staff member's scope. A no-op for managers and admins.
   */
  scope<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, staff: User, businessColumn: string): SelectQueryBuilder<T> {
    if (seesAllClients(staff)) return qb;
    const assigned = qb
      .subQuery()
      .select('1')
      .from(ClientAssignment, 'scope_ca')
      .where(`scope_ca.clientId = ${businessColumn}`)
      .andWhere('scope_ca.accountantId = :scopeStaffId')
      .andWhere('scope_ca.isActive = :scopeActive')
      .getQuery();
    return qb.andWhere(`EXISTS ${assigned}`, { scopeStaffId: staff.id, scopeActive: true });
  }

  /**
   * Client businesses only, and only those `staff` may see: for domain services that list many
   * clients' rows. A row whose column names no business (a staff account's own) is never shown.
   */
  scopeFor(staff: User): OwnerScope {
    return (qb, businessColumn) => {
      const isBusiness = qb.subQuery().select('1').from(ClientBusiness, 'scope_b').where(`scope_b.id = ${businessColumn}`).getQuery();
      qb.andWhere(`EXISTS ${isBusiness}`);
      this.scope(qb, staff, businessColumn);
    };
  }

  /** Ids of the accountants actively assigned to a client business (for notifications); inside the caller's transaction when `m` is given. */
  /**
   * Who is told that a client's money waits to be confirmed: the accountants assigned to the
   * business and the firm's finance people (FINANCE_ROLES), each once, active staff only.
   */
  async financeStaffFor(businessId: number, m?: EntityManager): Promise<User[]> {
    const users = (m ?? this.dataSource.manager).getRepository(User);
    const assigned = await this.assignedAccountantIds(businessId, m);
    const found = await users.find({
      where: [{ role: In([...FINANCE_ROLES]) }, ...(assigned.length > 0 ? [{ id: In(assigned) }] : [])],
      order: { id: 'ASC' },
    });
    return found.filter((u) => staffRoleOf(u) !== null);
  }

  async assignedAccountantIds(businessId: number, m?: EntityManager): Promise<number[]> {
    const repo = m ? m.getRepository(ClientAssignment) : this.assignments;
    const rows = await repo.find({ where: { clientId: businessId, isActive: true }, select: { accountantId: true } });
    return [...new Set(rows.map((r) => r.accountantId))];
  }

  /** For each business, its accountant assigned longest ago (the default owner of its work, docs/work.md). */
  async firstAssignedAccountants(businessIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (businessIds.length === 0) return out;
    const rows = await this.assignments.find({
      where: { clientId: In([...businessIds]), isActive: true },
      select: { clientId: true, accountantId: true, assignedAt: true, id: true },
      order: { assignedAt: 'ASC', id: 'ASC' },
    });
    for (const r of rows) if (!out.has(r.clientId)) out.set(r.clientId, r.accountantId);
    return out;
  }
}

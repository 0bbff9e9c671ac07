import { Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditContext } from '../../common/audit/audit-context';
import { FindOptionsWhere, QueryFailedError, Repository } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { ClientAccessService } from '../../access/client-access.service';
import { staffRoleOf } from '../../users/staff-roles';
import { ClientAssignment } from '../../access/client-assignment.entity';
import { ClientAssignmentResponseDto } from '../dto/client-assignment-response.dto';
import { displayName } from '../../users/display-name';
import { StaffMessageResponseDto } from '../../common/http/message-response.dto';
import { AssignmentQueryDto, CreateAssignmentDto } from './dto/assignment.dto';

export const ASSIGNMENT_NOT_FOUND = 'Assignment not found';
export const ACCOUNTANT_NOT_FOUND = 'Accountant not found';
export const NOT_AN_ACCOUNTANT = 'Only accountants are assigned to clients; managers and admins already see every client';
export const ALREADY_ASSIGNED = 'That accountant is already assigned to this client';
export const ASSIGNMENT_ENDED = 'This assignment has already ended';

/** Which accountant looks after which client; admins only. Ended assignments are kept as history. */
@Injectable()
export class StaffAssignmentsService {
  constructor(
    @InjectRepository(ClientAssignment) private readonly assignments: Repository<ClientAssignment>,
    private readonly users: UsersService,
    private readonly access: ClientAccessService,
    private readonly activity: ActivityService,
  ) {}

  async list(query: AssignmentQueryDto): Promise<ClientAssignmentResponseDto[]> {
    const where: FindOptionsWhere<ClientAssignment> = {};
    if (query.clientId !== undefined) where.clientId = query.clientId;
    if (query.accountantId !== undefined) where.accountantId = query.accountantId;
    if (!query.includeInactive) where.isActive = true;
    const rows = await this.assignments.find({
      where,
      relations: { client: true, accountant: true },
      order: { assignedAt: 'DESC', id: 'DESC' },
    });
    return rows.map((a) => ClientAssignmentResponseDto.from(a));
  }

  async assign(admin: User, dto: CreateAssignmentDto, audit: AuditContext): Promise<ClientAssignmentResponseDto> {
    // The admin sees every client, so this is only "is it a client at all".
    const client = await this.access.clientFor(admin, dto.clientId);
    const accountant = await this.users.findById(dto.accountantId);
    if (!accountant || staffRoleOf(accountant) === null) throw new NotFoundError('assignment.accountant_not_found', ACCOUNTANT_NOT_FOUND);
    if (staffRoleOf(accountant) !== 'accountant') {
      throw new InvalidInputError('assignment.not_an_accountant', NOT_AN_ACCOUNTANT, { accountantId: NOT_AN_ACCOUNTANT });
    }
    const existing = await this.assignments.count({ where: { clientId: client.id, accountantId: accountant.id, isActive: true } });
    if (existing > 0) throw new ConflictError('assignment.already_assigned', ALREADY_ASSIGNED);
    let saved: ClientAssignment;
    try {
      saved = await this.assignments.save(
        this.assignments.create({
          clientId: client.id,
          accountantId: accountant.id,
          assignedBy: admin.id,
          isActive: true,
          assignedAt: new Date(),
          notes: dto.notes ?? null,
        }),
      );
    } catch (err) {
      // Concurrent requests both passed the check above: the unique index on active assignments decides.
      if (err instanceof QueryFailedError && /unique|duplicate/i.test(err.message))
        throw new ConflictError('assignment.already_assigned', ALREADY_ASSIGNED);
      throw err;
    }
    await this.activity.record(audit, 'staff.assignment.create', {
      assignmentId: saved.id,
      clientId: client.id,
      client: client.name,
      accountantId: accountant.id,
      accountant: displayName(accountant),
    });
    return ClientAssignmentResponseDto.from(await this.load(saved.id));
  }

  async unassign(admin: User, id: number, audit: AuditContext): Promise<StaffMessageResponseDto> {
    const assignment = await this.load(id);
    if (!assignment.isActive) throw new ConflictError('assignment.ended', ASSIGNMENT_ENDED);
    // Conditional: of concurrent requests to end it, exactly one does; the others learn it has ended.
    const result = await this.assignments.update({ id, isActive: true }, { isActive: false });
    if (result.affected !== 1) throw new ConflictError('assignment.ended', ASSIGNMENT_ENDED);
    await this.activity.record(audit, 'staff.assignment.end', {
      assignmentId: id,
      clientId: assignment.clientId,
      client: assignment.client?.name ?? null,
      accountantId: assignment.accountantId,
      accountant: assignment.accountant ? displayName(assignment.accountant) : null,
    });
    return StaffMessageResponseDto.of('Accountant unassigned');
  }

  private async load(id: number): Promise<ClientAssignment> {
    const row = await this.assignments.findOne({ where: { id }, relations: { client: true, accountant: true } });
    if (!row) throw new NotFoundError('assignment.not_found', ASSIGNMENT_NOT_FOUND);
    return row;
  }
}

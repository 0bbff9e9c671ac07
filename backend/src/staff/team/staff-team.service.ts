import { Injectable } from '@nestjs/common';
import { ConflictError, ForbiddenError, NotFoundError } from '../../common/errors/domain-error';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditContext } from '../../common/audit/audit-context';
import { DataSource, In, Repository } from 'typeorm';
import { ActivityService } from '../../activity/activity.service';
import { PasswordService } from '../../users/password.service';
import { TypeormSessionStore } from '../../session/typeorm-session.store';
import { User } from '../../users/user.entity';
import { StaffAccountsService } from '../../users/staff-accounts.service';
import { isLocked, staffRoleOf } from '../../users/staff-roles';
import { UsersService } from '../../users/users.service';
import { usersWithTotp } from '../../account-security/two-factor-state';
import { ClientAssignment } from '../../access/client-assignment.entity';
import { ChangeStaffRoleDto, CreateStaffMemberDto, StaffMemberResponseDto } from './dto/staff-member.dto';
import { runWriteTransaction } from '../../database/write-transaction';

export const STAFF_MEMBER_NOT_FOUND = 'Staff member not found';
/**
 * Only an active admin reaches these methods and no admin may demote or deactivate themselves, so
 * the acting admin always remains: the firm can never be left without one.
 */
export const NOT_YOURSELF = 'You cannot change your own role or deactivate your own account';
export const ALREADY_DEACTIVATED = 'This account is already deactivated';
export const NOT_DEACTIVATED = 'This account is active';

/** Staff accounts, managed by admins only (the controller says so with @Access.staff('admin')). */
@Injectable()
export class StaffTeamService {
  constructor(
    private readonly users: UsersService,
    private readonly staffAccounts: StaffAccountsService,
    @InjectRepository(ClientAssignment) private readonly assignments: Repository<ClientAssignment>,
    private readonly passwords: PasswordService,
    private readonly sessions: TypeormSessionStore,
    private readonly dataSource: DataSource,
    private readonly activity: ActivityService,
  ) {}

  /** Every staff account, active and deactivated, by name. */
  async list(): Promise<StaffMemberResponseDto[]> {
    const rows = await this.staffAccounts.list();
    const ids = rows.map((u) => u.id);
    const [counts, withTotp] = await Promise.all([this.assignmentCounts(ids), usersWithTotp(this.dataSource.manager, ids)]);
    return rows.map((u) => StaffMemberResponseDto.from(u, counts.get(u.id) ?? 0, withTotp.has(u.id)));
  }

  async create(admin: User, dto: CreateStaffMemberDto, audit: AuditContext): Promise<StaffMemberResponseDto> {
    const user = await this.staffAccounts.create((p) => this.passwords.hash(p), dto);
    await this.activity.record(audit, 'staff.member.create', { staffId: user.id, username: user.username, role: user.role });
    return StaffMemberResponseDto.from(user);
  }

  async changeRole(admin: User, id: number, dto: ChangeStaffRoleDto, audit: AuditContext): Promise<StaffMemberResponseDto> {
    const member = await this.findMember(id);
    if (member.id === admin.id) throw new ForbiddenError('staff.not_yourself', NOT_YOURSELF);
    const from = staffRoleOf({ ...member, password: '' });
    await this.staffAccounts.setRole(id, dto.role);
    await this.activity.record(audit, 'staff.member.role', { staffId: id, username: member.username, from, to: dto.role });
    return this.one(id);
  }

  /**
   * Ends a staff member's access at once: the password is locked (reversibly), every session of
   * theirs is ended, and their client assignments end, so those clients show up as unassigned.
   */
  async deactivate(admin: User, id: number, audit: AuditContext): Promise<StaffMemberResponseDto> {
    const member = await this.findMember(id);
    if (member.id === admin.id) throw new ForbiddenError('staff.not_yourself', NOT_YOURSELF);
    if (isLocked(member)) throw new ConflictError('staff.already_deactivated', ALREADY_DEACTIVATED);
    const ended = await runWriteTransaction(this.dataSource, async (m) => {
      await this.staffAccounts.lockPassword(member, m);
      const result = await m.getRepository(ClientAssignment).update({ accountantId: id, isActive: true }, { isActive: false });
      return result.affected ?? 0;
    });
    await this.sessions.destroyUserSessions(id);
    await this.activity.record(audit, 'staff.member.deactivate', {
      staffId: id,
      username: member.username,
      assignmentsEnded: ended,
    });
    return this.one(id);
  }

  /** Restores sign-in with the password they had; ended assignments stay ended (assign again if wanted). */
  async reactivate(admin: User, id: number, audit: AuditContext): Promise<StaffMemberResponseDto> {
    const member = await this.findMember(id);
    if (!isLocked(member)) throw new ConflictError('staff.not_deactivated', NOT_DEACTIVATED);
    await this.staffAccounts.unlockPassword(member);
    await this.activity.record(audit, 'staff.member.reactivate', { staffId: id, username: member.username });
    return this.one(id);
  }

  private async findMember(id: number): Promise<User> {
    const member = await this.staffAccounts.findMember(id);
    if (!member) throw new NotFoundError('staff.not_found', STAFF_MEMBER_NOT_FOUND);
    return member;
  }

  /** One member as the Team list shows them. */
  private async one(id: number): Promise<StaffMemberResponseDto> {
    const [user, assigned, withTotp] = await Promise.all([
      this.users.findByIdOrFail(id),
      this.assignments.count({ where: { accountantId: id, isActive: true } }),
      usersWithTotp(this.dataSource.manager, [id]),
    ]);
    return StaffMemberResponseDto.from(user, assigned, withTotp.has(id));
  }

  private async assignmentCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.assignments
      .createQueryBuilder('a')
      .select('a.accountantId', 'accountantId')
      .addSelect('COUNT(*)', 'n')
      .where({ accountantId: In(ids), isActive: true })
      .groupBy('a.accountantId')
      .getRawMany<{ accountantId: number | string; n: number | string }>();
    return new Map(rows.map((r) => [Number(r.accountantId), Number(r.n)]));
  }
}

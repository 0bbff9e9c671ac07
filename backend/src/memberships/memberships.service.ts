import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { grantsOf, roleGrants, type ClientCapability, type Grant } from '../access/client-capabilities';
import { CAPABILITY_NOT_ALLOWED } from '../access/access.guard';
import { usersWithTotp } from '../account-security/two-factor-state';
import { ActivityService } from '../activity/activity.service';
import type { BusinessContext } from '../businesses/business-context';
import type { ClientRole } from '../businesses/business-roles';
import { BUSINESS_NOT_FOUND, BusinessesService } from '../businesses/businesses.service';
import type { AuditContext } from '../common/audit/audit-context';
import { ForbiddenError, NotFoundError } from '../common/errors/domain-error';
import type { BusinessSummaryDto, CurrentBusinessDto, MemberDto } from './dto/business.dto';

/**
 * A person's businesses and the people of a business (docs/client-businesses.md). Routes that
 * name a business by id act on it only for its members: anyone else gets 404, exactly as for a
 * business that does not exist, so nobody can probe which businesses exist.
 */
@Injectable()
export class MembershipsService {
  constructor(
    private readonly businesses: BusinessesService,
    private readonly activity: ActivityService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async listFor(userId: number, currentId: number | null): Promise<BusinessSummaryDto[]> {
    const [memberships, sole] = await Promise.all([this.businesses.membershipsOf(userId), this.businesses.solelyOwnedBy(userId)]);
    return memberships.map((b) => ({ id: b.id, name: b.name, role: b.role, current: b.id === currentId, soleOwner: sole.includes(b.id) }));
  }

  describe(business: BusinessContext): CurrentBusinessDto {
    return { id: business.id, name: business.name, role: business.role, grants: grantsOf(business.role) };
  }

  /** The caller's membership of a business they name, or 404 when they are not a member. */
  async membershipFor(userId: number, businessId: number): Promise<BusinessContext> {
    const membership = await this.businesses.membershipOf(businessId, userId);
    if (!membership) throw new NotFoundError('business.not_found', BUSINESS_NOT_FOUND);
    return membership;
  }

  async members(userId: number, businessId: number): Promise<MemberDto[]> {
    await this.authorise(userId, businessId, 'people', 'read');
    return this.describeMembers(businessId);
  }

  private async describeMembers(businessId: number): Promise<MemberDto[]> {
    const members = await this.businesses.membersOf(businessId);
    const withTotp = await usersWithTotp(
      this.dataSource.manager,
      members.map((m) => m.userId),
    );
    return members.map((m) => ({
      userId: m.userId,
      firstName: m.user.firstName,
      lastName: m.user.lastName,
      email: m.user.email,
      role: m.role,
      joinedAt: m.createdAt.toISOString(),
      lastSignInAt: m.user.lastLogin?.toISOString() ?? null,
      twoFactorEnabled: withTotp.has(m.userId),
    }));
  }

  async changeRole(actorId: number, businessId: number, userId: number, role: ClientRole, audit: AuditContext): Promise<MemberDto> {
    await this.authorise(actorId, businessId, 'people', 'write');
    const before = await this.businesses.membershipOf(businessId, userId);
    await this.businesses.changeRole(businessId, userId, role);
    await this.activity.record(audit, 'business.member_role_changed', { businessId, userId, from: before?.role ?? null, to: role });
    // Described without asking again: an owner who made themselves finance no longer sees the people.
    const member = (await this.describeMembers(businessId)).find((m) => m.userId === userId);
    if (!member) throw new NotFoundError('business.member_not_found', 'Member not found');
    return member;
  }

  /** An owner removes a member, or any member leaves (removes themselves). */
  async remove(actorId: number, businessId: number, userId: number, audit: AuditContext): Promise<void> {
    if (actorId === userId) await this.membershipFor(actorId, businessId);
    else await this.authorise(actorId, businessId, 'people', 'write');
    await this.businesses.removeMember(businessId, userId);
    await this.activity.record(audit, actorId === userId ? 'business.member_left' : 'business.member_removed', { businessId, userId });
  }

  private async authorise(userId: number, businessId: number, capability: ClientCapability, grant: Grant): Promise<BusinessContext> {
    const membership = await this.membershipFor(userId, businessId);
    if (!roleGrants(membership.role, capability, grant)) throw new ForbiddenError('business.role_not_allowed', CAPABILITY_NOT_ALLOWED);
    return membership;
  }
}

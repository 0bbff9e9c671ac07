import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, IsNull, MoreThan, Not, SelectQueryBuilder } from 'typeorm';
import { roleGrants } from '../access/client-capabilities';
import { CAPABILITY_NOT_ALLOWED } from '../access/access.guard';
import { ActivityService } from '../activity/activity.service';
import type { BusinessContext } from '../businesses/business-context';
import { BusinessMember } from '../businesses/business-member.entity';
import type { ClientRole } from '../businesses/business-roles';
import { BusinessesService } from '../businesses/businesses.service';
import { ClientBusiness } from '../businesses/client-business.entity';
import type { AuditContext } from '../common/audit/audit-context';
import { actingAs } from '../common/audit/audit-context';
import { ConflictError, ForbiddenError, NotFoundError } from '../common/errors/domain-error';
import { runWriteTransaction } from '../database/write-transaction';
import { LIKE_ESCAPE } from '../common/search/contains-pattern';
import { MailService } from '../mail/mail.service';
import { hashLinkToken, newLinkToken } from '../notifications/tokens';
import { displayName } from '../users/display-name';
import { staffRoleOf } from '../users/staff-roles';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { BusinessInvitation } from './business-invitation.entity';
import type { InvitationDto, InvitationPreviewDto } from './dto/invitation.dto';
import { invitationMail, ROLE_LABELS } from './mail/invitation.mail';
import { MembershipsService } from './memberships.service';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_NOT_FOUND = 'Invitation not found';
export const INVITATION_INVALID = 'This invitation link is not valid any more. Ask the person who invited you for a new one.';
export const ALREADY_MEMBER = 'That person is already a member of this business';
export const YOU_ARE_ALREADY_MEMBER = 'You are already a member of this business';
export const WRONG_ACCOUNT = 'This invitation is for another email address. Sign in with that address to accept it.';
export const EMAIL_NOT_CONFIRMED = 'Confirm your email address first, then open the invitation link again.';
export const STAFF_CANNOT_JOIN = 'Staff accounts cannot join a client business';

function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Invitations to act for a client business (docs/client-businesses.md, "Invitations"): an owner
 * invites an address with a role; the mail carries a single-use link that works for
 * INVITATION_DAYS days. Inviting the same address again replaces the earlier link (that is how an
 * invitation is resent). The invitee accepts signed in with that very address, confirmed, or
 * registers from the link, which confirms the address itself and joins that business only.
 */
@Injectable()
export class InvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: BusinessesService,
    private readonly memberships: MembershipsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly activity: ActivityService,
  ) {}

  async invite(actor: User, businessId: number, email: string, role: ClientRole, audit: AuditContext): Promise<InvitationDto> {
    await this.authorise(actor.id, businessId, 'write');
    const business = await this.businesses.get(businessId);
    const address = normalisedEmail(email);
    const existing = await this.users.findByEmail(address);
    if (existing && (await this.businesses.membershipOf(businessId, existing.id))) {
      throw new ConflictError('business.already_member', ALREADY_MEMBER);
    }
    const invitation = await this.issue(business, address, role, actor);
    await this.activity.record(audit, 'business.invitation_sent', { businessId, invitationId: invitation.id, email: address, role });
    return this.describe(invitation, displayName(actor));
  }

  /**
   * Writes an invitation and queues its mail in one transaction, replacing any earlier one to the
   * same address for this business. `inviter` null: the firm's staff onboarding a client.
   */
  async issue(
    business: ClientBusiness,
    email: string,
    role: ClientRole,
    inviter: User | null,
    invitee: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null },
  ): Promise<BusinessInvitation> {
    return runWriteTransaction(this.dataSource, (m) => this.issueIn(m, business, email, role, inviter, invitee));
  }

  /** issue(), inside the caller's transaction (staff onboarding writes the business in the same one). */
  async issueIn(
    m: EntityManager,
    business: ClientBusiness,
    email: string,
    role: ClientRole,
    inviter: User | null,
    invitee: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null },
  ): Promise<BusinessInvitation> {
    const repo = m.getRepository(BusinessInvitation);
    await repo.update({ businessId: business.id, email, acceptedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: new Date() });
    const { token, hash } = newLinkToken();
    const saved = await repo.save(
      repo.create({
        businessId: business.id,
        email,
        firstName: invitee.firstName,
        lastName: invitee.lastName,
        role,
        tokenHash: hash,
        invitedById: inviter?.id ?? null,
        expiresAt: Date.now() + INVITATION_DAYS * DAY_MS,
        acceptedAt: null,
        acceptedById: null,
        revokedAt: null,
      }),
    );
    await this.mail.queue(m, invitationMail, email, {
      name: invitee.firstName,
      inviter: inviter ? displayName(inviter) : null,
      business: business.name,
      role: ROLE_LABELS[role],
      url: this.mail.context.link('/invitations/accept', { token }),
      days: INVITATION_DAYS,
    });
    return saved;
  }

  /** The business's invitations not yet accepted or revoked, newest first. */
  async list(actorId: number, businessId: number): Promise<InvitationDto[]> {
    await this.authorise(actorId, businessId, 'read');
    const rows = await this.dataSource.getRepository(BusinessInvitation).find({
      where: { businessId, acceptedAt: IsNull(), revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const inviters = await this.users.displayNames(rows.map((r) => r.invitedById));
    return rows.map((r) => this.describe(r, r.invitedById === null ? null : (inviters.get(r.invitedById) ?? null)));
  }

  /**
   * For staff: the latest owner invitation not yet accepted or revoked of each business given,
   * expired or not. A business staff onboarded has no member until it is accepted, so this is who
   * it is waiting for (docs/client-businesses.md, "Onboarding").
   */
  async openOwnerInvitationsOf(businessIds: readonly number[]): Promise<Map<number, BusinessInvitation>> {
    if (businessIds.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(BusinessInvitation).find({
      where: { businessId: In([...businessIds]), role: 'owner', acceptedAt: IsNull(), revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const latest = new Map<number, BusinessInvitation>();
    for (const row of rows) if (!latest.has(row.businessId)) latest.set(row.businessId, row);
    return latest;
  }

  /**
   * Which of these memberships (business and person) began with an accepted invitation rather
   * than a sign-up: keys `businessId:userId`, for the staff overview's new people.
   */
  async acceptedBy(joins: ReadonlyArray<{ businessId: number; userId: number }>): Promise<Set<string>> {
    if (joins.length === 0) return new Set();
    const rows = await this.dataSource.getRepository(BusinessInvitation).find({
      where: joins.map((j) => ({ businessId: j.businessId, acceptedById: j.userId, acceptedAt: Not(IsNull()) })),
      select: { businessId: true, acceptedById: true },
    });
    return new Set(rows.map((r) => `${r.businessId}:${r.acceptedById}`));
  }

  /**
   * A search word's condition for the staff client list: an open invitation of the business whose
   * email or invitee's name contains the word (`:param` holds the pattern), so a client onboarded
   * by staff is found by its owner before they accept.
   */
  openInvitationMatches(qb: SelectQueryBuilder<ClientBusiness>, businessColumn: string, param: string): string {
    const alias = `inv_${param}`;
    const sub = qb
      .subQuery()
      .select('1')
      .from(BusinessInvitation, alias)
      .where(`${alias}.businessId = ${businessColumn}`)
      .andWhere(`${alias}.acceptedAt IS NULL`)
      .andWhere(`${alias}.revokedAt IS NULL`)
      .andWhere(
        new Brackets((or) => {
          for (const col of ['email', 'firstName', 'lastName']) or.orWhere(`LOWER(${alias}.${col}) LIKE :${param} ${LIKE_ESCAPE}`);
        }),
      )
      .getQuery();
    return `EXISTS ${sub}`;
  }

  async revoke(actorId: number, businessId: number, invitationId: number, audit: AuditContext): Promise<void> {
    await this.authorise(actorId, businessId, 'write');
    const result = await this.dataSource
      .getRepository(BusinessInvitation)
      .update({ id: invitationId, businessId, acceptedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: new Date() });
    if (!result.affected) throw new NotFoundError('business.invitation_not_found', INVITATION_NOT_FOUND);
    await this.activity.record(audit, 'business.invitation_revoked', { businessId, invitationId });
  }

  /** What the link shows to anyone holding it; 404 once it no longer works. */
  async preview(token: string): Promise<InvitationPreviewDto> {
    const invitation = await this.usable(this.dataSource.manager, token);
    const business = await this.businesses.get(invitation.businessId);
    return { businessName: business.name, role: invitation.role, email: invitation.email };
  }

  /** A signed-in person accepts: their confirmed address must be the one invited. */
  async accept(user: User, token: string, audit: AuditContext): Promise<BusinessContext> {
    const invitation = await this.usable(this.dataSource.manager, token);
    if (staffRoleOf(user)) throw new ForbiddenError('business.staff_cannot_join', STAFF_CANNOT_JOIN);
    if (normalisedEmail(user.email) !== invitation.email) throw new ForbiddenError('business.invitation_wrong_account', WRONG_ACCOUNT);
    if (!user.emailVerifiedAt) throw new ForbiddenError('business.email_not_confirmed', EMAIL_NOT_CONFIRMED);
    if (await this.businesses.membershipOf(invitation.businessId, user.id)) {
      throw new ConflictError('business.already_member', YOU_ARE_ALREADY_MEMBER);
    }
    await runWriteTransaction(this.dataSource, (m) => this.acceptIn(m, token, user.id));
    await this.activity.record(audit, 'business.invitation_accepted', { businessId: invitation.businessId, invitationId: invitation.id });
    const membership = await this.businesses.membershipOf(invitation.businessId, user.id);
    if (!membership) throw new NotFoundError('business.invitation_invalid', INVITATION_INVALID);
    return membership;
  }

  /**
   * Registration from an invitation link: the invitation that `token` names, if it still works and
   * was sent to `email`. Checked before the account is written, so a bad link answers clearly.
   */
  async forRegistration(token: string, email: string): Promise<BusinessInvitation> {
    const invitation = await this.usable(this.dataSource.manager, token);
    if (normalisedEmail(email) !== invitation.email) throw new ForbiddenError('business.invitation_wrong_account', WRONG_ACCOUNT);
    return invitation;
  }

  /**
   * Spends the invitation and makes `userId` a member with its role, inside the caller's
   * transaction. The update is conditional, so two acceptances of one link cannot both pass.
   */
  async acceptIn(m: EntityManager, token: string, userId: number): Promise<BusinessInvitation> {
    const invitation = await this.usable(m, token);
    const spent = await m
      .getRepository(BusinessInvitation)
      .update({ id: invitation.id, acceptedAt: IsNull(), revokedAt: IsNull() }, { acceptedAt: new Date(), acceptedById: userId });
    if (!spent.affected) throw new NotFoundError('business.invitation_invalid', INVITATION_INVALID);
    await m.getRepository(BusinessMember).insert({ businessId: invitation.businessId, userId, role: invitation.role });
    return invitation;
  }

  /** Records who joined through a registration (after the account's transaction committed). */
  async recordRegistrationJoin(invitation: BusinessInvitation, userId: number, audit: AuditContext): Promise<void> {
    await this.activity.record(actingAs(audit, userId), 'business.invitation_accepted', {
      businessId: invitation.businessId,
      invitationId: invitation.id,
      registered: true,
    });
  }

  private async usable(m: EntityManager, token: string): Promise<BusinessInvitation> {
    const invitation = await m.getRepository(BusinessInvitation).findOneBy({
      tokenHash: hashLinkToken(token),
      acceptedAt: IsNull(),
      revokedAt: IsNull(),
      expiresAt: MoreThan(Date.now()),
    });
    if (!invitation) throw new NotFoundError('business.invitation_invalid', INVITATION_INVALID);
    return invitation;
  }

  describe(r: BusinessInvitation, invitedBy: string | null): InvitationDto {
    return {
      id: r.id,
      email: r.email,
      role: r.role,
      status: r.expiresAt > Date.now() ? 'pending' : 'expired',
      createdAt: r.createdAt.toISOString(),
      expiresAt: new Date(r.expiresAt).toISOString(),
      invitedBy,
    };
  }

  private async authorise(userId: number, businessId: number, grant: 'read' | 'write'): Promise<void> {
    const membership = await this.memberships.membershipFor(userId, businessId);
    if (!roleGrants(membership.role, 'people', grant)) throw new ForbiddenError('business.role_not_allowed', CAPABILITY_NOT_ALLOWED);
  }
}

import { BusinessesService } from '../businesses/businesses.service';
import type { BusinessContext } from '../businesses/business-context';
import {
  BUSINESS_PROFILE_FIELDS,
  BusinessProfileService,
  NO_BUSINESS_PROFILE,
  type BusinessProfile,
  type BusinessProfileField,
} from '../businesses/business-profile.service';
import { CAPABILITY_NOT_ALLOWED, NO_BUSINESS, STAFF_ON_CLIENT_ROUTE } from '../access/access.guard';
import { staffRoleOf } from '../users/staff-roles';
import { roleGrants } from '../access/client-capabilities';
import { Injectable } from '@nestjs/common';
import { AuditContext } from '../common/audit/audit-context';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { EMAIL_TAKEN } from '../auth/auth.service';
import { PasswordService } from '../users/password.service';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { DomainEvents } from '../common/events/domain-events';
import { DocumentsService } from '../documents/documents.service';
import { PaymentsService } from '../billing/payments.service';
import { TypeormSessionStore } from '../session/typeorm-session.store';
import { StorageDeletionQueue } from '../storage/storage-deletion-queue';
import { businessDocumentsPrefix, userExportsPrefix } from '../storage/storage-keys';
import { BillingSubscriptionsService } from '../billing/subscriptions.service';
import { AccountProfileService } from '../employees/account-profile.service';
import { UserResponseDto } from '../employees/dto/user-response.dto';
import { isProfileComplete } from '../users/profile-completeness';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { ChangeEmailDto } from './dto/change-email.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { DeleteAccountDto } from './dto/delete-account.dto';
import { assertPasswordAllowed } from '../users/password-policy';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { markListsNamingReviewerChanged, writeClientLists } from '../client-lists/lists-version';
import { AccountNoticesService } from '../account-security/account-notices.service';
import { runWriteTransaction } from '../database/write-transaction';

export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_WRONG = 'Password is incorrect';
export const SAME_PASSWORD = 'The new password must be different from the current one';

export const ACCOUNT_NOT_FOUND = 'Account not found';

function isBusinessProfileField(key: string): key is BusinessProfileField {
  return (BUSINESS_PROFILE_FIELDS as readonly string[]).includes(key);
}

function fieldError(code: string, field: string, message: string): InvalidInputError {
  return new InvalidInputError(code, message, { [field]: message });
}

@Injectable()
export class AccountService {
  constructor(
    private readonly usersService: UsersService,
    private readonly passwords: PasswordService,
    private readonly sessions: TypeormSessionStore,
    private readonly activity: ActivityService,
    private readonly events: DomainEvents,
    private readonly dataSource: DataSource,
    private readonly deletions: StorageDeletionQueue,
    private readonly accountNotices: AccountNoticesService,
    private readonly profiles: AccountProfileService,
    private readonly subscriptions: BillingSubscriptionsService,
    private readonly payments: PaymentsService,
    private readonly documents: DocumentsService,
    private readonly businesses: BusinessesService,
    private readonly businessProfiles: BusinessProfileService,
  ) {}

  /** The person's account with the company fields of `business` (the one they act for; see AccountProfileService.of). */
  async me(userId: number, business?: BusinessContext | null): Promise<UserResponseDto> {
    const profile = await this.profiles.of(userId, business);
    if (!profile) throw new NotFoundError('account.not_found', ACCOUNT_NOT_FOUND);
    return profile;
  }

  /**
   * The company form: the person's own fields go to their account, the company fields to the
   * business they act for (`acting`: null for staff and for a person without one), which only a
   * role with `profile` write may change (docs/client-businesses.md, "The company profile").
   */
  async updateProfile(
    userId: number,
    acting: BusinessContext | null | undefined,
    dto: UpdateProfileDto,
    audit: AuditContext,
  ): Promise<UserResponseDto> {
    const user = await this.load(userId);
    // Not picked yet (undefined): the business the first client request will pick.
    const business = acting === undefined ? await this.businesses.defaultFor(userId) : acting;
    const companySent = BUSINESS_PROFILE_FIELDS.filter((f) => dto[f] !== undefined);
    if (companySent.length > 0) {
      if (staffRoleOf(user)) throw new ForbiddenError('business.staff', STAFF_ON_CLIENT_ROUTE);
      if (!business) throw new ForbiddenError('business.none', NO_BUSINESS);
      if (!roleGrants(business.role, 'profile', 'write')) throw new ForbiddenError('business.capability', CAPABILITY_NOT_ALLOWED);
    }
    const company = business ? await this.businessProfiles.profileOf(business.id) : null;
    const changed: string[] = [];
    const companyChanges: Partial<BusinessProfile> = {};
    for (const [key, value] of Object.entries(dto) as Array<[keyof UpdateProfileDto, string | number | null | undefined]>) {
      if (value === undefined) continue;
      if (isBusinessProfileField(key)) {
        if (company && company[key] === value) continue;
        Object.assign(companyChanges, { [key]: value });
      } else {
        if (user[key] === value) continue;
        Object.assign(user, { [key]: value });
      }
      changed.push(key);
    }
    const personal = changed.filter((k) => !isBusinessProfileField(k)) as Array<Exclude<keyof UpdateProfileDto, BusinessProfileField>>;
    // The account's flag (the staff client list filters on it) follows the form as this person sees it.
    user.isProfileComplete = isProfileComplete({ ...user, ...(company ?? NO_BUSINESS_PROFILE), ...companyChanges });
    // Only the form's columns and the derived flag are written: nothing else can change through here.
    // A staff member's name is shown on the documents they reviewed.
    const namesChanged = changed.includes('firstName') || changed.includes('lastName');
    await writeClientLists(this.dataSource, namesChanged ? { reviewer: userId } : null, async (m) => {
      await this.usersService.updateColumns(
        userId,
        { ...Object.fromEntries(personal.map((k) => [k, user[k]])), isProfileComplete: user.isProfileComplete },
        m,
      );
      if (business) await this.businessProfiles.updateIn(m, business.id, companyChanges);
    });
    // Field names only: the audit trail outlives the account and must not keep its personal data.
    if (changed.length > 0) {
      const companyChanged = Object.keys(companyChanges).length > 0;
      if (companyChanged && business) this.events.emit('business.profile_changed', { businessId: business.id });
      await this.activity.record(audit, 'profile.update', {
        fields: changed,
        ...(companyChanged && business ? { businessId: business.id } : {}),
      });
    }
    return this.me(userId, business);
  }

  async changePassword(userId: number, dto: ChangePasswordDto, audit: AuditContext, keepSessionId: string): Promise<void> {
    const user = await this.load(userId);
    if (!(await this.passwords.verify(user.password, dto.currentPassword)))
      throw fieldError('account.current_password_wrong', 'currentPassword', CURRENT_PASSWORD_WRONG);
    if (dto.newPassword === dto.currentPassword) throw fieldError('account.same_password', 'newPassword', SAME_PASSWORD);
    assertPasswordAllowed(dto.newPassword, user, 'newPassword');
    const hash = await this.passwords.hash(dto.newPassword);
    await runWriteTransaction(this.dataSource, async (m) => {
      await this.usersService.updateColumns(userId, { password: hash }, m);
      await this.accountNotices.passwordChanged(m, user);
    });
    // Whoever knew the old password may hold a session: end every session but this one.
    await this.sessions.destroyUserSessions(userId, keepSessionId);
    await this.activity.record(audit, 'password.change');
  }

  async changeEmail(userId: number, dto: ChangeEmailDto, audit: AuditContext): Promise<UserResponseDto> {
    const user = await this.load(userId);
    if (!(await this.passwords.verify(user.password, dto.password))) throw fieldError('account.password_wrong', 'password', PASSWORD_WRONG);
    const email = dto.newEmail.toLowerCase();
    if (email === user.email.toLowerCase()) {
      // Asking for the current address again withdraws a pending change.
      if (user.pendingEmail) await this.usersService.updateColumns(userId, { pendingEmail: null });
    } else {
      const holder = await this.usersService.findByEmail(email);
      if (holder && holder.id !== userId) throw new ConflictError('account.email_taken', EMAIL_TAKEN);
      // Two steps: the address changes only when the link sent to it is opened (AccountNoticesService.verify),
      // and then the old address is told. Until then `email` stays as it was.
      await runWriteTransaction(this.dataSource, async (m) => {
        await this.usersService.updateColumns(userId, { pendingEmail: email }, m);
        await this.accountNotices.sendVerification(m, user, email, true);
      });
      await this.activity.record(audit, 'email.change.request');
    }
    return this.me(userId);
  }

  /**
   * docs/decisions/0008-account-deletion.md: in one transaction, subscriptions are canceled,
   * payments are kept without the person, the user row goes (taking employees with it by cascade),
   * and the files are queued for deletion; the files leave storage only after that commits
   * (docs/storage.md). Deleting them first lost them whenever the transaction then rolled back,
   * leaving rows whose files were gone.
   *
   * Documents and requests are the business's: a business the person was the only owner of closes
   * with the account, taking its documents, requests and files; any other business keeps its
   * documents, and the person's uploads just lose their name (userId set null by the foreign key).
   *
   * The transaction's first statement takes the closing businesses' rows, as every upload's does
   * (writeClientLists for the business): an upload that got there first commits its rows before
   * the deletion goes on and its files are queued with the rest; one that comes later finds no
   * business and stores nothing. The same order on both sides is what keeps them from deadlocking.
   */
  async deleteAccount(userId: number, dto: DeleteAccountDto, audit: AuditContext): Promise<void> {
    const user = await this.load(userId);
    if (!(await this.passwords.verify(user.password, dto.password))) throw fieldError('account.password_wrong', 'password', PASSWORD_WRONG);
    const batch = this.deletions.newBatch();

    const closing = await this.businesses.solelyOwnedBy(userId);
    const documentsDeleted = await writeClientLists(this.dataSource, { clients: closing }, async (m) => {
      // Counted again under the lock: an owner added meanwhile keeps their business open.
      const closes = await this.businesses.solelyOwnedBy(userId, m);
      // Documents this user reviewed (a staff account) lose the reviewer's name with the row.
      await markListsNamingReviewerChanged(m, userId);
      // The files of the businesses that close: every file a document row of theirs points at, as
      // committed now; then anything else under their prefixes (an upload interrupted mid-way).
      for (const businessId of closes) {
        await this.deletions.enqueueSelected(m, batch, {
          column: 'storageKey',
          from: 'documents',
          where: 'businessId = ?',
          params: [businessId],
        });
        await this.deletions.enqueuePrefix(m, batch, businessDocumentsPrefix(businessId));
      }
      // A copy of the person's data waiting to be downloaded.
      await this.deletions.enqueuePrefix(m, batch, userExportsPrefix(userId));
      // A business whose only owner leaves closes with the account (docs/client-businesses.md):
      // its subscriptions end as an account's did. Any other business keeps its billing, without
      // this person's name on the rows (their userId becomes null: payments here, the rest by the
      // foreign keys' SET NULL).
      await this.subscriptions.cancelAllOfClosingBusinessesIn(m, closes);
      await this.payments.detachUserIn(m, userId);
      const removed = await this.documents.deleteAllOfBusinessesIn(m, closes);
      await this.businesses.deleteIn(m, closes);
      await this.usersService.deleteIn(m, userId);
      await this.accountNotices.accountDeleted(m, user);
      return removed;
    });
    // Committed: the files go now. If storage fails here, the queue keeps them for the periodic job.
    await this.deletions.drain(batch).catch(() => undefined);

    await this.activity.record(audit, 'account.delete', { documentsDeleted });
    await this.sessions.destroyUserSessions(userId);
    this.events.emit('account.deleted', { userId });
  }

  private async load(userId: number): Promise<User> {
    const user = await this.usersService.findById(userId);
    if (!user) throw new NotFoundError('account.not_found', ACCOUNT_NOT_FOUND);
    return user;
  }
}

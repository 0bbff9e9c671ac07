import { Injectable } from '@nestjs/common';
import { AuditContext } from '../common/audit/audit-context';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { EMAIL_TAKEN } from '../auth/auth.service';
import { PasswordService } from '../users/password.service';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { DomainEvents } from '../common/events/domain-events';
import { DocumentsService } from '../documents/documents.service';
import { PaymentsService } from '../billing/payments.service';
import { TypeormSessionStore } from '../session/typeorm-session.store';
import { StorageDeletionQueue } from '../storage/storage-deletion-queue';
import { userDocumentsPrefix, userExportsPrefix } from '../storage/storage-keys';
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
  ) {}

  async me(userId: number): Promise<UserResponseDto> {
    const profile = await this.profiles.of(userId);
    if (!profile) throw new NotFoundError('account.not_found', ACCOUNT_NOT_FOUND);
    return profile;
  }

  async updateProfile(userId: number, dto: UpdateProfileDto, audit: AuditContext): Promise<UserResponseDto> {
    const user = await this.load(userId);
    const changed: string[] = [];
    for (const [key, value] of Object.entries(dto) as Array<[keyof UpdateProfileDto, string | number | null | undefined]>) {
      if (value === undefined || user[key] === value) continue;
      Object.assign(user, { [key]: value });
      changed.push(key);
    }
    user.isProfileComplete = isProfileComplete(user);
    // Only the form's columns and the derived flag are written: nothing else can change through here.
    // A staff member's name is shown on the documents they reviewed.
    const namesChanged = changed.includes('firstName') || changed.includes('lastName');
    await writeClientLists(this.dataSource, namesChanged ? { reviewer: userId } : null, async (m) => {
      await this.usersService.updateColumns(
        userId,
        {
          ...Object.fromEntries(changed.map((k) => [k, user[k as keyof UpdateProfileDto]])),
          isProfileComplete: user.isProfileComplete,
        },
        m,
      );
    });
    // Field names only: the audit trail outlives the account and must not keep its personal data.
    if (changed.length > 0) await this.activity.record(audit, 'profile.update', { fields: changed });
    return this.me(userId);
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
   * payments are kept without the person, the user row goes (taking employees, documents and
   * document requests with it by cascade), and the user's files are queued for deletion; the
   * files leave storage only after that commits (docs/storage.md). Deleting them first lost them
   * whenever the transaction then rolled back, leaving rows whose files were gone.
   *
   * The transaction's first statement takes the user row, as every upload's does (writeClientLists
   * for this client): an upload that got there first commits its rows before the deletion goes on
   * and its files are queued with the rest; one that comes later finds no account and stores
   * nothing. The same order on both sides is what keeps them from deadlocking.
   */
  async deleteAccount(userId: number, dto: DeleteAccountDto, audit: AuditContext): Promise<void> {
    const user = await this.load(userId);
    if (!(await this.passwords.verify(user.password, dto.password))) throw fieldError('account.password_wrong', 'password', PASSWORD_WRONG);
    const batch = this.deletions.newBatch();

    const documentsDeleted = await writeClientLists(this.dataSource, { clients: userId }, async (m) => {
      // Documents this user reviewed (a staff account) lose the reviewer's name with the row.
      await markListsNamingReviewerChanged(m, userId);
      // Every file a document row of theirs points at, as committed now; then anything else under
      // their prefixes: an upload interrupted mid-way, a copy of their data waiting to be downloaded.
      await this.deletions.enqueueSelected(m, batch, { column: 'storageKey', from: 'documents', where: 'userId = ?', params: [userId] });
      await this.deletions.enqueuePrefix(m, batch, userDocumentsPrefix(userId));
      await this.deletions.enqueuePrefix(m, batch, userExportsPrefix(userId));
      await this.subscriptions.cancelAllForDeletedAccountIn(m, userId);
      await this.payments.detachUserIn(m, userId);
      const removed = await this.documents.deleteAllOfOwnerIn(m, userId);
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

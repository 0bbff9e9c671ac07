import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, InvalidInputError } from '../common/errors/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, QueryFailedError } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from '../mail/mail.service';
import { greetingName } from '../users/display-name';
import { User } from '../users/user.entity';
import { accountDeletedMail, emailChangedMail, passwordChangedMail, verifyEmailMail } from './mail/account.mails';
import { EmailVerificationToken } from './email-verification-token.entity';
import { hashLinkToken, newLinkToken } from '../notifications/tokens';
import { runWriteTransaction } from '../database/write-transaction';

export const VERIFY_LINK_INVALID = 'This confirmation link is invalid or has expired. Sign in and use "Resend" to get a new one.';
export const EMAIL_NOW_TAKEN = 'Another account now uses that email address, so it cannot be confirmed for yours';
const VERIFY_TTL_MS = 24 * 3_600_000;

/**
 * Email confirmation (at registration and for every new address) and the security notices about
 * an account. Every mail is queued with the caller's transaction.
 */
@Injectable()
export class AccountNoticesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends a confirmation link to `email`; an older unused link of the user stops working.
   *
   * The older links are found by a plain read and deleted by id, never by a DELETE on userId:
   * on MariaDB a DELETE that matches nothing still gap-locks the userId index where the rows
   * would be, and a new account's id is the highest, so two registrations at once each held the
   * same gap and then waited on each other to insert their token there: a deadlock
   * (docs/write-transactions.md). A registration has no older link, so it takes no lock here.
   */
  async sendVerification(m: EntityManager, user: User, email: string, isChange: boolean): Promise<void> {
    const older = await m.find(EmailVerificationToken, { where: { userId: user.id, usedAt: IsNull() }, select: { id: true } });
    if (older.length > 0) await m.delete(EmailVerificationToken, { id: In(older.map((t) => t.id)) });
    const { token, hash } = newLinkToken();
    await m.insert(EmailVerificationToken, {
      userId: user.id,
      email,
      tokenHash: hash,
      expiresAt: this.clock.nowMs() + VERIFY_TTL_MS,
      usedAt: null,
    });
    await this.mail.queue(
      m,
      verifyEmailMail,
      email,
      { name: greetingName(user), url: this.mail.context.link('/auth/verify-email', { token }), isChange },
      { userId: user.id },
    );
  }

  /** Opens a confirmation link: confirms the address, or, for a new address, makes it the account's email and tells the old one. */
  async verify(token: string): Promise<void> {
    await runWriteTransaction(this.dataSource, async (m) => {
      const row = await m.findOne(EmailVerificationToken, { where: { tokenHash: hashLinkToken(token) } });
      if (!row || row.usedAt !== null || row.expiresAt < this.clock.nowMs())
        throw new InvalidInputError('email_verification.link_invalid', VERIFY_LINK_INVALID);
      const used = await m.update(EmailVerificationToken, { id: row.id, usedAt: IsNull() }, { usedAt: this.clock.now() });
      if (used.affected !== 1) throw new InvalidInputError('email_verification.link_invalid', VERIFY_LINK_INVALID);
      const user = await m.findOne(User, { where: { id: row.userId } });
      if (!user) throw new InvalidInputError('email_verification.link_invalid', VERIFY_LINK_INVALID);
      const now = this.clock.now();
      if (row.email === user.email) {
        await m.update(User, { id: user.id }, { emailVerifiedAt: now });
        return;
      }
      if (row.email !== user.pendingEmail) throw new InvalidInputError('email_verification.link_invalid', VERIFY_LINK_INVALID);
      const holder = await m.findOne(User, { where: { email: row.email }, select: { id: true } });
      if (holder && holder.id !== user.id) throw new ConflictError('email_verification.email_taken', EMAIL_NOW_TAKEN);
      const oldEmail = user.email;
      await m.update(User, { id: user.id }, { email: row.email, pendingEmail: null, emailVerifiedAt: now });
      await this.mail.queue(m, emailChangedMail, oldEmail, { name: greetingName(user), newEmail: row.email, at: now }, { userId: user.id });
    }).catch((err: unknown) => {
      // Another account took the address between the check and the update: the unique index decides.
      if (err instanceof QueryFailedError && /unique|duplicate/i.test(err.message))
        throw new ConflictError('email_verification.email_taken', EMAIL_NOW_TAKEN);
      throw err;
    });
  }

  /** Sends the link again: to the pending new address if there is one, else to the unconfirmed address. */
  async resend(userId: number): Promise<'sent' | 'nothing-to-confirm'> {
    return runWriteTransaction(this.dataSource, async (m) => {
      const user = await m.findOneOrFail(User, { where: { id: userId } });
      if (user.pendingEmail) {
        await this.sendVerification(m, user, user.pendingEmail, true);
        return 'sent';
      }
      if (user.emailVerifiedAt) return 'nothing-to-confirm';
      await this.sendVerification(m, user, user.email, false);
      return 'sent';
    });
  }

  /** `passkeys`: after a reset, the passkeys that still sign in, and the link removing them all. */
  async passwordChanged(m: EntityManager, user: User, passkeys?: { names: string[]; removeToken: string }): Promise<void> {
    await this.mail.queue(
      m,
      passwordChangedMail,
      user.email,
      {
        name: greetingName(user),
        at: this.clock.now(),
        ...(passkeys && passkeys.names.length > 0
          ? {
              passkeys: passkeys.names,
              removePasskeysUrl: this.mail.context.link('/auth/reset', { removePasskeys: passkeys.removeToken }),
            }
          : {}),
      },
      { userId: user.id },
    );
  }

  /** Queued in the deletion's transaction; the row keeps no user id once the user is gone. */
  async accountDeleted(m: EntityManager, user: User): Promise<void> {
    await this.mail.queue(m, accountDeletedMail, user.email, { name: greetingName(user), at: this.clock.now() });
  }

  get publicUrl(): string {
    return this.config.publicUrl;
  }
}

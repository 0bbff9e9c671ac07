import { assertPasswordAllowed } from '../users/password-policy';
import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../common/errors/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { actingAs, AuditContext } from '../common/audit/audit-context';
import { DataSource, IsNull } from 'typeorm';
import { PasskeysService } from '../account-security/passkeys.service';
import { ActivityService } from '../activity/activity.service';
import { PasswordService } from '../users/password.service';
import { Clock } from '../common/clock/clock';
import { MailService } from '../mail/mail.service';
import { TypeormSessionStore } from '../session/typeorm-session.store';
import { isLocked } from '../users/staff-roles';
import { User } from '../users/user.entity';
import { AccountNoticesService } from '../account-security/account-notices.service';
import { greetingName } from '../users/display-name';
import { passwordResetMail } from './mail/password-reset.mail';
import { PasswordResetToken } from './password-reset-token.entity';
import { hashLinkToken, newLinkToken } from '../notifications/tokens';
import { runWriteTransaction } from '../database/write-transaction';

export const FORGOT_ANSWER = 'If an account matches, we have emailed a link to reset the password.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
const RESET_TTL_MINUTES = 30;
/**
 * Every answer to "forgot password" takes at least this long, so the time does not tell whether
 * an account matched (a match writes a token and a mail; no match writes nothing).
 */
const FORGOT_MIN_MS = 400;
export const RESET_DONE = 'Your password has been reset. You can now sign in with it.';

/** What a completed reset answers: the passkeys that still sign in, and the token of the link removing them all. */
export interface ResetOutcome {
  passkeys: Array<{ name: string; createdAt: Date; lastUsedAt: Date | null }>;
  removePasskeysToken: string | null;
}

@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly passwords: PasswordService,
    private readonly sessions: TypeormSessionStore,
    private readonly notices: AccountNoticesService,
    private readonly activity: ActivityService,
    private readonly clock: Clock,
    private readonly passkeys: PasskeysService,
  ) {}

  async forgot(identifier: string, audit: AuditContext): Promise<void> {
    const started = Date.now();
    try {
      await this.issue(identifier.trim(), audit);
    } finally {
      const wait = FORGOT_MIN_MS - (Date.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  }

  private async issue(identifier: string, audit: AuditContext): Promise<void> {
    if (!identifier) return;
    const byEmail = identifier.includes('@');
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .where(byEmail ? 'LOWER(u.email) = :v' : 'LOWER(u.username) = :v', { v: identifier.toLowerCase() })
      .getOne();
    // A deactivated staff account (locked hash) gets no link: it must be reactivated by an admin.
    if (!user || isLocked(user)) return;
    const { token, hash } = newLinkToken();
    await runWriteTransaction(this.dataSource, async (m) => {
      // A newer link voids every older one.
      await m.delete(PasswordResetToken, { userId: user.id, usedAt: IsNull() });
      await m.insert(PasswordResetToken, {
        userId: user.id,
        tokenHash: hash,
        expiresAt: this.clock.nowMs() + RESET_TTL_MINUTES * 60_000,
        usedAt: null,
      });
      await this.mail.queue(
        m,
        passwordResetMail,
        user.email,
        { name: greetingName(user), url: this.mail.context.link('/auth/reset', { token }), minutes: RESET_TTL_MINUTES },
        { userId: user.id },
      );
    });
    await this.activity.record(actingAs(audit, user.id), 'password.reset.request');
  }

  /**
   * Sets the new password, spends the link, ends every session of the user and tells them. A
   * passkey survives a reset (it is not the password), so the answer and the mail list the
   * account's passkeys with one link removing them all (docs/account-security.md).
   */
  async reset(token: string, password: string, audit: AuditContext): Promise<ResetOutcome> {
    const hash = await this.passwords.hash(password);
    const { userId, outcome } = await runWriteTransaction(this.dataSource, async (m) => {
      const row = await m.findOne(PasswordResetToken, { where: { tokenHash: hashLinkToken(token) } });
      if (!row || row.usedAt !== null || row.expiresAt < this.clock.nowMs())
        throw new InvalidInputError('password_reset.link_invalid', RESET_LINK_INVALID);
      // Conditional, so two submissions of one link cannot both succeed.
      const spent = await m.update(PasswordResetToken, { id: row.id, usedAt: IsNull() }, { usedAt: this.clock.now() });
      if (spent.affected !== 1) throw new InvalidInputError('password_reset.link_invalid', RESET_LINK_INVALID);
      const user = await m.findOne(User, { where: { id: row.userId } });
      if (!user || isLocked(user)) throw new InvalidInputError('password_reset.link_invalid', RESET_LINK_INVALID);
      // The same password rule as everywhere else; refused before anything commits, so the link stays usable.
      assertPasswordAllowed(password, user);
      await m.update(User, { id: user.id }, { password: hash });
      const { passkeys, removeToken } = await this.passkeys.survivingReset(m, { id: user.id, password: hash });
      await this.notices.passwordChanged(m, user, removeToken ? { names: passkeys.map((p) => p.name), removeToken } : undefined);
      return { userId: user.id, outcome: { passkeys, removePasskeysToken: removeToken } };
    });
    await this.sessions.destroyUserSessions(userId);
    await this.activity.record(actingAs(audit, userId), 'password.reset');
    return outcome;
  }
}

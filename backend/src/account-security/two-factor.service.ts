import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { actingAs, AuditContext } from '../common/audit/audit-context';
import { generateSecret, generateURI, verify } from 'otplib';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { PasswordService } from '../users/password.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { staffRoleOf } from '../users/staff-roles';
import { User } from '../users/user.entity';
import { TypeormSessionStore } from '../session/typeorm-session.store';
import { Passkey } from './passkey.entity';
import { RecoveryCode } from './recovery-code.entity';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeMatches } from './recovery-codes';
import { SecretBox } from './secret-box';
import { TotpClock } from './totp-clock';
import { usersWithTotp } from './two-factor-state';
import { UserTwoFactor } from './two-factor.entity';
import { runWriteTransaction } from '../database/write-transaction';

export const TOTP_ALREADY_ON = 'Two-factor sign-in with an authenticator app is already on';
export const TOTP_NOT_STARTED = 'Start the set-up first: ask for a new QR code';
export const TOTP_NOT_ON = 'Two-factor sign-in with an authenticator app is not on';
export const CODE_NOT_VALID = 'That code is not valid. Codes can be used once; wait for the next one and try again.';
export const PASSWORD_WRONG = 'Your password is not correct';
export const CODE_NEEDED = 'Enter a code from your authenticator app or a recovery code';
export const STAFF_MEMBER_NOT_FOUND = 'Staff member not found';
export const NOT_YOUR_OWN_RESET = 'Another admin must reset your own two-factor sign-in';
export const STAFF_MUST_KEEP_2FA = 'Staff accounts must keep two-factor sign-in on';

/** How far from the server's clock a code may be: one 30-second step either side (RFC 6238 §5.2). */
const EPOCH_TOLERANCE_SECONDS = 30;

export interface TwoFactorStatus {
  totpEnabled: boolean;
  enabledAt: Date | null;
  recoveryCodesRemaining: number;
  /** Staff must have it on before any staff route answers. */
  required: boolean;
}

/** Authenticator-app (TOTP) set-up, checks and recovery codes: the one home for these rules. */
@Injectable()
export class TwoFactorService {
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passwords: PasswordService,
    private readonly activity: ActivityService,
    private readonly clock: TotpClock,
    private readonly sessions: TypeormSessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.session.secret);
  }

  private get rows() {
    return this.db.getRepository(UserTwoFactor);
  }

  async isTotpEnabled(userId: number): Promise<boolean> {
    return (await usersWithTotp(this.db, [userId])).has(userId);
  }

  async status(user: User): Promise<TwoFactorStatus> {
    const row = await this.rows.findOneBy({ userId: user.id });
    const remaining = await this.db.getRepository(RecoveryCode).countBy({ userId: user.id, usedAt: IsNull() });
    const enabled = Boolean(row?.enabledAt);
    return {
      totpEnabled: enabled,
      enabledAt: row?.enabledAt ?? null,
      recoveryCodesRemaining: enabled ? remaining : 0,
      required: staffRoleOf(user) !== null,
    };
  }

  /** Offers a new secret; it only takes effect once a code from it is confirmed (enable). */
  async setup(user: User): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
    const row =
      (await this.rows.findOneBy({ userId: user.id })) ??
      this.rows.create({ userId: user.id, totpSecret: null, enabledAt: null, lastTimeStep: null });
    if (row.enabledAt) throw new ConflictError('two_factor.already_on', TOTP_ALREADY_ON);
    const secret = generateSecret();
    row.pendingSecret = this.box.seal(secret);
    await this.rows.save(row);
    const otpauthUrl = generateURI({ issuer: this.issuer(), label: user.email, secret });
    const QRCode = (await import('qrcode')).default; // loaded when a QR code is first drawn, not at start
    const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUrl, qrSvg };
  }

  /** Confirms the offered secret with one code; answers the recovery codes, shown this once. */
  async enable(user: User, code: string, audit: AuditContext, afterChange?: (m: EntityManager) => Promise<void>): Promise<string[]> {
    const row = await this.rows.findOneBy({ userId: user.id });
    if (row?.enabledAt) throw new ConflictError('two_factor.already_on', TOTP_ALREADY_ON);
    if (!row?.pendingSecret) throw new InvalidInputError('two_factor.not_started', TOTP_NOT_STARTED);
    const step = await this.matchingStep(this.box.open(row.pendingSecret), code);
    if (step === null) throw new InvalidInputError('two_factor.code_not_valid', CODE_NOT_VALID);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await runWriteTransaction(this.db, async (m) => {
      await m.update(
        UserTwoFactor,
        { userId: user.id },
        { totpSecret: row.pendingSecret, pendingSecret: null, enabledAt: new Date(), lastTimeStep: step },
      );
      await this.replaceRecoveryCodes(m, user.id, codes);
      await afterChange?.(m);
    });
    await this.activity.record(audit, 'two-factor-enabled', { method: 'totp' });
    return codes;
  }

  /** Turns the authenticator off: needs the password and a current code (or a recovery code). */
  async disable(
    user: User,
    password: string,
    code: string,
    audit: AuditContext,
    afterChange?: (m: EntityManager) => Promise<void>,
  ): Promise<void> {
    if (staffRoleOf(user)) throw new ForbiddenError('two_factor.staff_must_keep', STAFF_MUST_KEEP_2FA);
    if (!(await this.isTotpEnabled(user.id))) throw new InvalidInputError('two_factor.not_on', TOTP_NOT_ON);
    await this.confirmIdentity(user, password, code);
    await runWriteTransaction(this.db, async (m) => {
      await m.delete(UserTwoFactor, { userId: user.id });
      await m.delete(RecoveryCode, { userId: user.id });
      await afterChange?.(m);
    });
    await this.activity.record(audit, 'two-factor-disabled', { method: 'totp' });
  }

  /**
   * A fresh re-authentication before a sensitive action (adding a passkey): the password, and with
   * the authenticator on a current code or a recovery code as well, so a stolen session alone
   * cannot add a way in (docs/account-security.md). Answers 400 naming the field that was wrong.
   * Routes using it carry the password-confirmation and code limits (docs/security.md).
   */
  async confirmIdentity(user: User, password: string, code: string | undefined): Promise<void> {
    if (!(await this.passwords.verify(user.password, password))) throw fieldError('two_factor.password_wrong', 'password', PASSWORD_WRONG);
    if (!(await this.isTotpEnabled(user.id))) return;
    if (!code) throw fieldError('two_factor.code_needed', 'code', CODE_NEEDED);
    const ok = /^\d{6}$/.test(code) ? await this.verifyTotp(user.id, code) : await this.useRecoveryCode(user.id, code);
    if (!ok) throw fieldError('two_factor.code_not_valid', 'code', CODE_NOT_VALID);
  }

  /**
   * True when the code is right for now (± one step) and newer than the last one accepted. The
   * step is claimed with a conditional UPDATE, so the same code sent twice at once, to two
   * instances, still succeeds only once.
   */
  async verifyTotp(userId: number, code: string): Promise<boolean> {
    const row = await this.rows.findOneBy({ userId });
    if (!row?.totpSecret || !row.enabledAt) return false;
    const step = await this.matchingStep(this.box.open(row.totpSecret), code);
    if (step === null) return false;
    const claimed = await this.db
      .createQueryBuilder()
      .update(UserTwoFactor)
      .set({ lastTimeStep: step })
      .where('userId = :userId', { userId })
      .andWhere('(lastTimeStep IS NULL OR lastTimeStep < :step)', { step })
      .execute();
    return claimed.affected === 1;
  }

  /**
   * Spends one unused recovery code; true if it was one. `afterSpend` runs in the same
   * transaction (the security notice), told how many codes are left.
   */
  async useRecoveryCode(
    userId: number,
    input: string,
    afterSpend?: (m: EntityManager, remaining: number) => Promise<void>,
  ): Promise<boolean> {
    const unused = await this.db.getRepository(RecoveryCode).findBy({ userId, usedAt: IsNull() });
    const match = unused.find((c) => recoveryCodeMatches(input, c.codeHash));
    if (!match) return false;
    return runWriteTransaction(this.db, async (m) => {
      const spent = await m
        .createQueryBuilder()
        .update(RecoveryCode)
        .set({ usedAt: new Date() })
        .where('id = :id', { id: match.id })
        .andWhere('usedAt IS NULL')
        .execute();
      if (spent.affected !== 1) return false;
      await afterSpend?.(m, await m.countBy(RecoveryCode, { userId, usedAt: IsNull() }));
      return true;
    });
  }

  async remainingRecoveryCodes(userId: number): Promise<number> {
    return this.db.getRepository(RecoveryCode).countBy({ userId, usedAt: IsNull() });
  }

  /**
   * An admin's reset of a staff member's 2FA: authenticator, recovery codes and passkeys go, and
   * their sessions end, so they sign in again and are sent through set-up. Recorded for both.
   */
  async resetStaffMember(admin: User, staffId: number, audit: AuditContext): Promise<void> {
    const member = await this.db.getRepository(User).findOneBy({ id: staffId });
    if (!member || !staffRoleOf(member)) throw new NotFoundError('two_factor.staff_member_not_found', STAFF_MEMBER_NOT_FOUND);
    // Another admin must do it: a reset is how a lost phone is recovered, not a way around the second step.
    if (member.id === admin.id) throw new ForbiddenError('two_factor.not_your_own_reset', NOT_YOUR_OWN_RESET);
    await runWriteTransaction(this.db, async (m) => {
      await m.delete(UserTwoFactor, { userId: staffId });
      await m.delete(RecoveryCode, { userId: staffId });
      await m.delete(Passkey, { userId: staffId });
    });
    await this.sessions.destroyUserSessions(staffId);
    await this.activity.record(audit, 'staff.member.two-factor-reset', { staffId, username: member.username });
    // And on the staff member's own trail.
    await this.activity.record(actingAs(audit, staffId), 'two-factor-reset', { byStaffId: admin.id });
  }

  private async replaceRecoveryCodes(m: EntityManager, userId: number, codes: string[]): Promise<void> {
    await m.delete(RecoveryCode, { userId });
    await m.insert(
      RecoveryCode,
      codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c), usedAt: null })),
    );
  }

  /** The RFC 6238 time step the code belongs to, or null if it is not valid now. */
  private async matchingStep(secret: string, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({ secret, token: code, epoch: this.clock.nowSeconds(), epochTolerance: EPOCH_TOLERANCE_SECONDS });
    // The functional API's result type also covers HOTP; a TOTP check always carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private issuer(): string {
    return this.config.firm.name;
  }
}

function fieldError(code: string, field: string, message: string): InvalidInputError {
  return new InvalidInputError(code, message, { [field]: message });
}

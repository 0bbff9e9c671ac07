import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
// Sign-in works on the session itself; the audit trail reads its origin from the same request.
import { actingAs } from '../common/audit/audit-context';
import { auditContextOf } from '../access/audit.decorator';
import { ActivityService } from '../activity/activity.service';
import { AuthService } from '../auth/auth.service';
import { setSignedInHint } from '../session/session-cookie';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/user.entity';
import { assertMaySignIn } from '../users/sign-in-rule';
import { UsersService } from '../users/users.service';
import { DeviceSessionsService } from './device-sessions.service';
import { SecondFactorRequiredDto, SecondFactorMethod } from './dto/second-factor-required.dto';
import { PasskeysService } from './passkeys.service';
import type { SignInMethod } from './session-data';
import { TwoFactorService } from './two-factor.service';

export const SECOND_STEP_EXPIRED = 'Your sign-in has expired. Please enter your username and password again.';
/** How long the half-signed-in state waits for the second step. */
const SECOND_STEP_MS = 10 * 60_000;

/** The sign-in sequence around the password: holding for a second factor, then completing it. */
@Injectable()
export class SignInStepsService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly devices: DeviceSessionsService,
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Called once the password was right and passport signed the user in. With 2FA on, the sign-in
   * is taken back: a fresh session id that knows only who is half-way in. Answers what the login
   * route should return then, or null when the user is fully signed in.
   */
  async afterPassword(req: Request): Promise<SecondFactorRequiredDto | null> {
    const user = req.user as User;
    if (!(await this.twoFactor.isTotpEnabled(user.id))) {
      req.session.device = this.devices.stamp(auditContextOf(req), 'password');
      return null;
    }
    const methods: SecondFactorMethod[] = ['totp', 'recovery-code'];
    if ((await this.passkeys.countFor(user.id)) > 0) methods.push('passkey');
    await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err as Error) : resolve())));
    req.user = undefined;
    req.session.secondFactor = { userId: user.id, startedAt: Date.now() };
    return { twoFactorRequired: true, methods };
  }

  /** The user half-way through signing in on this session, or 401. */
  pendingUserId(req: Request): number {
    const pending = req.session?.secondFactor;
    if (!pending || Date.now() - pending.startedAt > SECOND_STEP_MS) throw new UnauthorizedException(SECOND_STEP_EXPIRED);
    return pending.userId;
  }

  /** Signs the user in fully on this request (new session id) and answers as POST /api/login does. */
  async complete(req: Request, res: Response, userId: number, method: SignInMethod): Promise<UserResponseDto> {
    const user = await this.users.findForSession(userId);
    if (!user) throw new UnauthorizedException(SECOND_STEP_EXPIRED);
    // Read now, not when the first step began: a deactivation meanwhile must stop it.
    assertMaySignIn(user);
    // passport regenerates the session id here, which also drops the half-signed-in state.
    await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err as Error) : resolve())));
    req.session.authenticatedAt = Date.now();
    req.session.device = this.devices.stamp(auditContextOf(req), method);
    setSignedInHint(req, res, this.config.session.absoluteHours * 3_600_000);
    await this.auth.recordLogin(user);
    await this.activity.record(actingAs(auditContextOf(req), user.id), 'login', { method });
    return UserResponseDto.from((await this.users.findWithEmployees(user.id))!);
  }
}

import { Injectable } from '@nestjs/common';
import { UnauthenticatedError } from '../common/errors/domain-error';
import { User } from '../users/user.entity';
import { assertMaySignIn } from '../users/sign-in-rule';
import { UsersService } from '../users/users.service';
import { SecondFactorRequiredDto, SecondFactorMethod } from './dto/second-factor-required.dto';
import { PasskeysService } from './passkeys.service';
import { TwoFactorService } from './two-factor.service';

export const SECOND_STEP_EXPIRED = 'Your sign-in has expired. Please enter your username and password again.';
/** How long the half-signed-in state waits for the second step. */
const SECOND_STEP_MS = 10 * 60_000;

/**
 * A sign-in half-way through: the password (or nothing yet, for a passkey ceremony) was right for
 * this user, the second step is still due. The sign-in routes keep it in the session
 * (session-data.ts) and hand it here; this service never sees the request.
 */
export interface PendingSignIn {
  userId: number;
  startedAt: number;
}

/**
 * The rules of the sign-in sequence around the password: whether a second factor is owed, how
 * long a half-signed-in state lasts, and who may be signed in at the end. The session work itself
 * (new session id, cookies) is done by the sign-in routes in auth/.
 */
@Injectable()
export class SignInStepsService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly users: UsersService,
  ) {}

  /**
   * Called once the password was right: what the login route answers when a second step is owed
   * (two-factor sign-in on), or null when the user is fully signed in by the password.
   */
  async secondStepFor(userId: number): Promise<SecondFactorRequiredDto | null> {
    if (!(await this.twoFactor.isTotpEnabled(userId))) return null;
    const methods: SecondFactorMethod[] = ['totp', 'recovery-code'];
    if ((await this.passkeys.countFor(userId)) > 0) methods.push('passkey');
    return { twoFactorRequired: true, methods };
  }

  /** The starting point of a half-signed-in state begun now. */
  pendingFor(userId: number): PendingSignIn {
    return { userId, startedAt: Date.now() };
  }

  /** The user half-way through signing in, or 401 when there is none or it waited too long. */
  pendingUserId(pending: PendingSignIn | undefined): number {
    if (!pending || Date.now() - pending.startedAt > SECOND_STEP_MS) {
      throw new UnauthenticatedError('sign_in.second_step_expired', SECOND_STEP_EXPIRED);
    }
    return pending.userId;
  }

  /** The user to sign in fully once every step passed; read now, not when the first step began: a deactivation meanwhile must stop it. */
  async userToSignIn(userId: number): Promise<User> {
    const user = await this.users.findForSession(userId);
    if (!user) throw new UnauthenticatedError('sign_in.second_step_expired', SECOND_STEP_EXPIRED);
    assertMaySignIn(user);
    return user;
  }
}

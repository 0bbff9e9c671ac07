import { Body, Controller, HttpCode, Inject, Post, Req, Res, UnauthorizedException, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { DeviceSessionsService } from '../account-security/device-sessions.service';
import { PasskeySignInDto, WebAuthnOptionsDto } from '../account-security/dto/passkey.dto';
import { SecondFactorDto } from '../account-security/dto/two-factor.dto';
import { NoStoreInterceptor } from '../account-security/no-store.interceptor';
import { PasskeysService } from '../account-security/passkeys.service';
import { SecurityNoticesService } from '../account-security/security-notices.service';
import type { SignInMethod } from '../account-security/session-data';
import { SignInStepsService } from '../account-security/sign-in-steps.service';
import { CODE_NOT_VALID, TwoFactorService } from '../account-security/two-factor.service';
import { ActivityService } from '../activity/activity.service';
// Sign-in works on the session itself; the audit trail reads its origin from the same request.
import { actingAs } from '../common/audit/audit-context';
import { auditContextOf } from '../access/audit.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccountProfileService } from '../employees/account-profile.service';
import { UserResponseDto } from '../employees/dto/user-response.dto';
import { setSignedInHint } from '../session/session-cookie';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { logIn } from './sign-in-session';
import { Access } from '../access/access.decorator';

export const ONE_CODE_PLEASE = 'Enter either a code from your authenticator app or a recovery code';

/** The second step of a sign-in; the only route a half-signed-in session can use. */
@ApiTags('auth')
@Controller('login')
@Access.public()
@UseInterceptors(NoStoreInterceptor)
export class SignInStepsController {
  constructor(
    private readonly steps: SignInStepsService,
    private readonly twoFactor: TwoFactorService,
    private readonly notices: SecurityNoticesService,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    private readonly passkeys: PasskeysService,
    private readonly devices: DeviceSessionsService,
    private readonly auth: AuthService,
    private readonly profiles: AccountProfileService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({ summary: 'Finish signing in with a second factor' })
  @Post('second-factor')
  @HttpCode(200)
  @RateLimited('two-factor-account', 'two-factor-ip')
  @ApiOkResponse({ type: UserResponseDto, description: 'Signed in fully (new session id)' })
  @ApiUnauthorizedResponse({ description: 'Code wrong, or no sign-in waiting for a second step' })
  @ApiTooManyRequestsResponse({ description: 'Too many codes tried for this account or network' })
  async secondFactor(
    @Body() dto: SecondFactorDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponseDto> {
    const userId = this.steps.pendingUserId(req.session?.secondFactor);
    if (Boolean(dto.code) === Boolean(dto.recoveryCode)) throw new UnauthorizedException(ONE_CODE_PLEASE);
    if (dto.code) {
      if (!(await this.twoFactor.verifyTotp(userId, dto.code))) return this.refuse(userId, req, 'totp');
      return this.complete(req, res, userId, 'totp');
    }
    const user = await this.users.findForSession(userId);
    const spent =
      user !== null &&
      (await this.twoFactor.useRecoveryCode(userId, dto.recoveryCode!, (m, remaining) =>
        this.notices.recoveryCodeUsed(m, user, remaining),
      ));
    if (!spent) return this.refuse(userId, req, 'recovery-code');
    await this.activity.record(actingAs(auditContextOf(req), userId), 'recovery-code-used');
    return this.complete(req, res, userId, 'recovery-code');
  }

  @ApiOperation({ summary: 'Options to sign in with a passkey' })
  @Post('passkey/options')
  @HttpCode(200)
  @RateLimited('passkey-options-ip')
  @ApiTooManyRequestsResponse({ description: 'Too many passkey challenges asked for from this network' })
  @ApiOkResponse({
    type: WebAuthnOptionsDto,
    description: "Options for navigator.credentials.get: any passkey of ours, or, half signed in, only that account's",
  })
  passkeyOptions(@Req() req: Request): Promise<WebAuthnOptionsDto> {
    return this.passkeys.signInOptions(req.session, this.pendingOrNull(req)) as unknown as Promise<WebAuthnOptionsDto>;
  }

  @ApiOperation({ summary: 'Sign in with a passkey' })
  @Post('passkey')
  @HttpCode(200)
  @RateLimited('two-factor-ip')
  @ApiOkResponse({ type: UserResponseDto, description: 'Signed in (password-less, or the second step)' })
  @ApiUnauthorizedResponse({ description: 'The passkey could not be verified' })
  @ApiBadRequestResponse({ description: 'No passkey request in progress, or it expired' })
  async passkey(@Body() dto: PasskeySignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserResponseDto> {
    const pending = this.pendingOrNull(req);
    const userId = await this.passkeys.verifySignIn(req.session, dto.response, pending);
    return this.complete(req, res, userId, 'passkey');
  }

  private pendingOrNull(req: Request): number | null {
    return req.session?.secondFactor ? this.steps.pendingUserId(req.session.secondFactor) : null;
  }

  /** Signs the user in fully on this request (new session id) and answers as POST /api/login does. */
  private async complete(req: Request, res: Response, userId: number, method: SignInMethod): Promise<UserResponseDto> {
    const user = await this.steps.userToSignIn(userId);
    // A new session id here, which also drops the half-signed-in state.
    await logIn(req, user);
    req.session.device = this.devices.stamp(auditContextOf(req), method);
    setSignedInHint(req, res, this.config.session.absoluteHours * 3_600_000);
    await this.auth.recordLogin(user);
    await this.activity.record(actingAs(auditContextOf(req), user.id), 'login', { method });
    return (await this.profiles.of(user.id))!;
  }

  private async refuse(userId: number, req: Request, method: string): Promise<never> {
    await this.activity.record(actingAs(auditContextOf(req), userId), 'second-factor-failed', { method });
    throw new UnauthorizedException(CODE_NOT_VALID);
  }
}

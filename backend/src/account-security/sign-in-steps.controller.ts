import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import type { Request, Response } from 'express';
// Sign-in works on the session itself; the audit trail reads its origin from the same request.
import { actingAs } from '../common/audit/audit-context';
import { auditContextOf } from '../access/audit.decorator';
import { ActivityService } from '../activity/activity.service';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { UsersService } from '../users/users.service';
import { PasskeySignInDto, WebAuthnOptionsDto } from './dto/passkey.dto';
import { SecondFactorDto } from './dto/two-factor.dto';
import { PasskeysService } from './passkeys.service';
import { SecurityNoticesService } from './security-notices.service';
import { SignInStepsService } from './sign-in-steps.service';
import { CODE_NOT_VALID, TwoFactorService } from './two-factor.service';
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
    const userId = this.steps.pendingUserId(req);
    if (Boolean(dto.code) === Boolean(dto.recoveryCode)) throw new UnauthorizedException(ONE_CODE_PLEASE);
    if (dto.code) {
      if (!(await this.twoFactor.verifyTotp(userId, dto.code))) return this.refuse(userId, req, 'totp');
      return this.steps.complete(req, res, userId, 'totp');
    }
    const user = await this.users.findForSession(userId);
    const spent =
      user !== null &&
      (await this.twoFactor.useRecoveryCode(userId, dto.recoveryCode!, (m, remaining) =>
        this.notices.recoveryCodeUsed(m, user, remaining),
      ));
    if (!spent) return this.refuse(userId, req, 'recovery-code');
    await this.activity.record(actingAs(auditContextOf(req), userId), 'recovery-code-used');
    return this.steps.complete(req, res, userId, 'recovery-code');
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
    return this.passkeys.signInOptions(req, this.pendingOrNull(req)) as unknown as Promise<WebAuthnOptionsDto>;
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
    const userId = await this.passkeys.verifySignIn(req, dto.response, pending);
    return this.steps.complete(req, res, userId, 'passkey');
  }

  private pendingOrNull(req: Request): number | null {
    return req.session?.secondFactor ? this.steps.pendingUserId(req) : null;
  }

  private async refuse(userId: number, req: Request, method: string): Promise<never> {
    await this.activity.record(actingAs(auditContextOf(req), userId), 'second-factor-failed', { method });
    throw new UnauthorizedException(CODE_NOT_VALID);
  }
}

import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
// Sign-in works on the session itself; the audit trail reads its origin from the same request.
import { actingAs } from '../common/audit/audit-context';
import { auditContextOf } from '../access/audit.decorator';
import { DeviceSessionsService } from '../account-security/device-sessions.service';
import { SecondFactorRequiredDto } from '../account-security/dto/second-factor-required.dto';
import { SignInStepsService } from '../account-security/sign-in-steps.service';
import { OpenDuringTwoFactorSetup } from '../account-security/staff-two-factor.guard';
import { ActivityService } from '../activity/activity.service';
import { CurrentUser } from '../access/current-user.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AccountProfileService } from '../employees/account-profile.service';
import { UserResponseDto } from '../employees/dto/user-response.dto';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { NewDeviceService } from '../account-security/new-device.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { LoginGuard } from './login.guard';
import { clearSessionCookies, setSignedInHint } from '../session/session-cookie';
import { Access } from '../access/access.decorator';
import { holdForSecondStep, logIn } from './sign-in-session';

@ApiTags('auth')
@Controller()
@Access.public()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly profiles: AccountProfileService,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signInSteps: SignInStepsService,
    private readonly devices: DeviceSessionsService,
    private readonly newDevices: NewDeviceService,
  ) {}

  private absoluteSessionMs(): number {
    return this.config.session.absoluteHours * 3_600_000;
  }

  @ApiOperation({ summary: 'Register a client account' })
  @Post('register')
  @RateLimited('register-ip')
  @ApiCreatedResponse({ type: UserResponseDto, description: 'Account created and signed in' })
  @ApiConflictResponse({ description: 'Username or email already in use' })
  async register(@Body() dto: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserResponseDto> {
    const user = await this.auth.register(dto);
    await logIn(req, user);
    req.session.device = this.devices.stamp(auditContextOf(req), 'registration');
    setSignedInHint(req, res, this.absoluteSessionMs());
    await this.auth.recordLogin(user);
    await this.activity.record(actingAs(auditContextOf(req), user.id), 'register', { termsVersion: user.termsVersion });
    // The device an account is made on is its first known one: remembered, not reported.
    await this.newDevices.signedIn(user, auditContextOf(req), { notify: false });
    return (await this.profiles.of(user.id))!;
  }

  @Post('login')
  @HttpCode(200)
  // The guard checks the sign-in limits (auth/login-throttle.service.ts) before the password.
  @ApiOperation({ summary: 'Sign in' })
  @UseGuards(LoginGuard)
  @ApiBody({ type: LoginDto })
  @ApiExtraModels(UserResponseDto, SecondFactorRequiredDto)
  @ApiOkResponse({
    description: 'Signed in, or (with two-factor sign-in on) half signed in until POST /api/login/second-factor or /api/login/passkey',
    schema: { oneOf: [{ $ref: getSchemaPath(UserResponseDto) }, { $ref: getSchemaPath(SecondFactorRequiredDto) }] },
  })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts for this account (wait Retry-After seconds) or this IP' })
  async login(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponseDto | SecondFactorRequiredDto> {
    // With two-factor sign-in on, the sign-in is taken back until the second step (auth/sign-in-steps.controller.ts).
    const secondStep = await this.signInSteps.secondStepFor(user.id);
    if (secondStep) {
      await holdForSecondStep(req, this.signInSteps.pendingFor(user.id));
      return secondStep;
    }
    req.session.device = this.devices.stamp(auditContextOf(req), 'password');
    setSignedInHint(req, res, this.absoluteSessionMs());
    await this.auth.recordLogin(user);
    await this.activity.record(actingAs(auditContextOf(req), user.id), 'login');
    await this.newDevices.signedIn(user, auditContextOf(req));
    return (await this.profiles.of(user.id))!;
  }

  @ApiOperation({ summary: 'Sign out' })
  @Post('logout')
  @HttpCode(200)
  @OpenDuringTwoFactorSetup()
  @ApiOkResponse({ description: 'Session destroyed' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const user = req.user as User | undefined;
    if (user) await this.activity.record(actingAs(auditContextOf(req), user.id), 'logout');
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    clearSessionCookies(res);
    return { message: 'You have been logged out successfully' };
  }
}

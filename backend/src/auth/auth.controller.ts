import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ActivityService } from '../activity/activity.service';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { LoginGuard } from './login.guard';
import { clearSessionCookies, setSignedInHint } from './session-cookie';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private absoluteSessionMs(): number {
    return this.config.session.absoluteHours * 3_600_000;
  }

  @Post('register')
  @RateLimited('register-ip')
  @ApiCreatedResponse({ type: UserResponseDto, description: 'Account created and signed in' })
  @ApiConflictResponse({ description: 'Username or email already in use' })
  async register(@Body() dto: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserResponseDto> {
    const user = await this.auth.register(dto);
    await logIn(req, user);
    setSignedInHint(req, res, this.absoluteSessionMs());
    await this.auth.recordLogin(user);
    await this.activity.record(user.id, 'register', req);
    return UserResponseDto.from((await this.users.findWithEmployees(user.id))!);
  }

  @Post('login')
  @HttpCode(200)
  // Decorators apply bottom-up: the rate limit guard is registered first, so it counts every attempt before the password is checked.
  @UseGuards(LoginGuard)
  @RateLimited('login-ip', 'login-username')
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts for this IP or username' })
  async login(@CurrentUser() user: User, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UserResponseDto> {
    setSignedInHint(req, res, this.absoluteSessionMs());
    await this.auth.recordLogin(user);
    await this.activity.record(user.id, 'login', req);
    return UserResponseDto.from((await this.users.findWithEmployees(user.id))!);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Session destroyed' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ message: string }> {
    const user = req.user as User | undefined;
    if (user) await this.activity.record(user.id, 'logout', req);
    await new Promise<void>((resolve, reject) => req.logout((err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    clearSessionCookies(res);
    return { message: 'You have been logged out successfully' };
  }
}

/** Signs a user in on this request: passport regenerates the session id first (no fixation). */
export async function logIn(req: Request, user: User): Promise<void> {
  await new Promise<void>((resolve, reject) => req.logIn(user, (err) => (err ? reject(err) : resolve())));
  req.session.authenticatedAt = Date.now();
}

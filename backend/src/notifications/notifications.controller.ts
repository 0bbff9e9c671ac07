import { Body, Controller, Get, Header, HttpCode, Patch, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { BadRequestException } from '@nestjs/common';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { ActivityService } from '../activity/activity.service';
import { CurrentUser } from '../access/current-user.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { staffRoleOf } from '../users/staff-roles';
import { User } from '../users/user.entity';
import { AccountNoticesService } from './account-notices.service';
import {
  ForgotPasswordDto,
  MailAcceptedDto,
  NotificationPreferencesDto,
  PasswordResetDoneDto,
  ResetPasswordDto,
  UpdateNotificationPreferencesDto,
  VerifyEmailDto,
} from './dto/notification-dtos';
import { NotificationPreferencesService } from './notification-preferences.service';
import { FORGOT_ANSWER, PasswordResetService, RESET_DONE } from './password-reset.service';
import { Access } from '../access/access.decorator';

export const STAFF_ONLY_SETTING = 'Only staff members choose how upload notices arrive';

@ApiTags('auth')
@Controller()
@Access.public()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @ApiOperation({ summary: 'Ask for a password reset link' })
  @Post('password/forgot')
  @HttpCode(202)
  @RateLimited('password-forgot-ip', 'password-forgot-account')
  @ApiAcceptedResponse({ type: MailAcceptedDto, description: 'The same answer, in the same time, whether or not an account matched' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this network or for this account' })
  async forgot(@Body() dto: ForgotPasswordDto, @Audit() audit: AuditContext): Promise<MailAcceptedDto> {
    await this.resets.forgot(dto.identifier, audit);
    return MailAcceptedDto.of(FORGOT_ANSWER);
  }

  @ApiOperation({ summary: 'Set a new password from a reset link' })
  @Post('password/reset')
  @HttpCode(200)
  @RateLimited('password-reset-ip')
  @ApiOkResponse({
    type: PasswordResetDoneDto,
    description: 'Password set; every session of the user ended; a notice mailed, listing the passkeys that still sign in',
  })
  @ApiBadRequestResponse({ description: 'The link is invalid, used or expired, or the password breaks the rules' })
  async reset(@Body() dto: ResetPasswordDto, @Audit() audit: AuditContext): Promise<PasswordResetDoneDto> {
    return { message: RESET_DONE, ...(await this.resets.reset(dto.token, dto.password, audit)) };
  }
}

@ApiTags('account')
@Controller()
@Access.public()
export class EmailVerificationController {
  constructor(
    private readonly notices: AccountNoticesService,
    private readonly activity: ActivityService,
  ) {}

  @ApiOperation({ summary: 'Confirm an email address' })
  @Post('email/verify')
  @HttpCode(204)
  @RateLimited('password-reset-ip')
  @ApiNoContentResponse({ description: 'The address is confirmed (a pending new address becomes the account email)' })
  @ApiBadRequestResponse({ description: 'The link is invalid, used or expired' })
  @ApiConflictResponse({ description: 'Another account took the new address meanwhile' })
  async verify(@Body() dto: VerifyEmailDto): Promise<void> {
    await this.notices.verify(dto.token);
  }

  @ApiOperation({ summary: 'Send the confirmation mail again' })
  @Post('email/verify/resend')
  @HttpCode(202)
  @Access.signedIn()
  @RateLimited('email-verify-resend')
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  @ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
  async resend(@CurrentUser() user: User, @Audit() audit: AuditContext): Promise<MailAcceptedDto> {
    const outcome = await this.notices.resend(user.id);
    if (outcome === 'nothing-to-confirm') return MailAcceptedDto.of('Your email address is already confirmed.');
    await this.activity.record(audit, 'email.verify.resend');
    return MailAcceptedDto.of('We have sent a new confirmation link.');
  }
}

@ApiTags('account')
@Controller('user/notification-preferences')
@Access.signedIn()
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class NotificationPreferencesController {
  constructor(
    private readonly preferences: NotificationPreferencesService,
    private readonly activity: ActivityService,
  ) {}

  @ApiOperation({ summary: 'Your notification settings' })
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: NotificationPreferencesDto })
  async get(@CurrentUser() user: User): Promise<NotificationPreferencesDto> {
    return NotificationPreferencesDto.from(await this.preferences.get(user.id));
  }

  @ApiOperation({ summary: 'Change your notification settings' })
  @Patch()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiBadRequestResponse({ description: 'A value is not valid, or a client sent staffUploads' })
  async update(
    @CurrentUser() user: User,
    @Body() dto: UpdateNotificationPreferencesDto,
    @Audit() audit: AuditContext,
  ): Promise<NotificationPreferencesDto> {
    if (dto.staffUploads !== undefined && staffRoleOf(user) === null) {
      throw new BadRequestException({ statusCode: 400, message: STAFF_ONLY_SETTING, errors: { staffUploads: STAFF_ONLY_SETTING } });
    }
    const changes = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
    const next = await this.preferences.update(user.id, changes);
    await this.activity.record(audit, 'notifications.update', changes);
    return NotificationPreferencesDto.from(next);
  }
}

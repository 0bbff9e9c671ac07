import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ActivityService } from '../activity/activity.service';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { User } from '../users/user.entity';
import { AccountNoticesService } from './account-notices.service';
import { MailAcceptedDto, VerifyEmailDto } from './dto/email-verification.dto';
import { Access } from '../access/access.decorator';

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

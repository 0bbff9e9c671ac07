import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
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
import { Audit } from '../common/audit/audit.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { User } from '../users/user.entity';
import { AccountNoticesService } from './account-notices.service';
import { MailAcceptedDto, VerifyEmailDto } from './dto/email-verification.dto';

@ApiTags('account')
@Controller()
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
  @UseGuards(AuthenticatedGuard)
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

import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { MailAcceptedDto } from '../account-security/dto/email-verification.dto';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { ForgotPasswordDto, PasswordResetDoneDto, ResetPasswordDto } from './dto/password-reset.dto';
import { FORGOT_ANSWER, PasswordResetService, RESET_DONE } from './password-reset.service';
import { Access } from '../access/access.decorator';

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

import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { AddPasskeyDto, PasskeyDto, PasskeyRegistrationOptionsDto, WebAuthnOptionsDto } from './dto/passkey.dto';
import { PasskeysRemovedDto, RemovePasskeysDto } from './dto/passkey-removal.dto';
import { SecurityMessageDto } from './dto/two-factor.dto';
import { NoStoreInterceptor } from './no-store.interceptor';
import { PasskeysService } from './passkeys.service';
import { SecurityNoticesService } from './security-notices.service';
import { TwoFactorService } from './two-factor.service';
import { Access } from '../access/access.decorator';

@ApiTags('account-security')
@Controller('account/passkeys')
@Access.signedIn()
@UseInterceptors(NoStoreInterceptor)
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly notices: SecurityNoticesService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  @ApiOperation({ summary: 'List your passkeys' })
  @Get()
  @ApiOkResponse({ type: [PasskeyDto] })
  list(@CurrentUser() user: User): Promise<PasskeyDto[]> {
    return this.passkeys.list(user.id);
  }

  @Post('options')
  @HttpCode(200)
  // A re-authentication: it shares the password-confirmation and code budgets (docs/security.md).
  @ApiOperation({ summary: 'Options to create a passkey' })
  @RateLimited('reauth-account', 'reauth-ip', 'two-factor-account')
  @ApiOkResponse({
    type: WebAuthnOptionsDto,
    description: 'Registration options for navigator.credentials.create, once the password (and code) are right; good for five minutes',
  })
  @ApiBadRequestResponse({ description: 'Password missing or wrong; code missing or wrong when the authenticator is on' })
  @ApiTooManyRequestsResponse({ description: 'Too many password confirmations or codes for this account or network' })
  async options(@CurrentUser() user: User, @Body() dto: PasskeyRegistrationOptionsDto, @Req() req: Request): Promise<WebAuthnOptionsDto> {
    // The challenge is issued only now, so registering needs a re-authentication within its five minutes.
    await this.twoFactor.confirmIdentity(user, dto.password, dto.code);
    return this.passkeys.registrationOptions(user, req.session) as unknown as Promise<WebAuthnOptionsDto>;
  }

  @ApiOperation({ summary: 'Add a passkey' })
  @Post()
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({ description: 'Not verified, expired, already added, or a field is not valid' })
  add(@CurrentUser() user: User, @Body() dto: AddPasskeyDto, @Req() req: Request, @Audit() audit: AuditContext): Promise<PasskeyDto> {
    // The challenge waits in the session (session-data.ts) between the options and this request.
    return this.passkeys.register(user, dto.name, dto.response, req.session, audit, (m) =>
      this.notices.passkeyAdded(m, user, dto.name.trim()),
    );
  }

  @ApiOperation({ summary: 'Remove a passkey' })
  @Delete(':id')
  @ApiOkResponse({ type: SecurityMessageDto })
  @ApiNotFoundResponse({ description: 'No passkey of yours has that id' })
  async remove(
    @CurrentUser() user: User,
    @Param('id', ParseIntPipe) id: number,
    @Audit() audit: AuditContext,
  ): Promise<SecurityMessageDto> {
    await this.passkeys.remove(user.id, id, audit);
    return { message: 'Passkey removed' };
  }
}

/**
 * The one action a password reset offers for passkeys (they survive a reset): remove them all,
 * with the token its answer and its mail carry. No session needed (docs/account-security.md).
 */
@ApiTags('auth')
@Controller('password')
@Access.public()
@UseInterceptors(NoStoreInterceptor)
export class PasskeyRemovalController {
  constructor(private readonly passkeys: PasskeysService) {}

  @ApiOperation({ summary: 'Remove every passkey with the link from a password reset' })
  @Post('remove-passkeys')
  @HttpCode(200)
  @RateLimited('password-reset-ip')
  @ApiOkResponse({ type: PasskeysRemovedDto, description: 'Every passkey of the account removed' })
  @ApiBadRequestResponse({ description: 'The link is invalid or expired, or the password changed since' })
  async removeAll(@Body() dto: RemovePasskeysDto, @Audit() audit: AuditContext): Promise<PasskeysRemovedDto> {
    const removed = await this.passkeys.removeAllByLink(dto.token, audit);
    const message =
      removed === 1
        ? 'Your passkey was removed from your account.'
        : removed === 0
          ? 'Your account has no passkeys.'
          : `All ${removed} passkeys were removed from your account.`;
    return { message, removed };
  }
}

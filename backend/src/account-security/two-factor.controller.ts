import { Body, Controller, Get, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { RateLimited } from '../common/rate-limit/rate-limit';
import { User } from '../users/user.entity';
import {
  DisableTotpDto,
  RecoveryCodesResponseDto,
  SecurityMessageDto,
  TotpCodeDto,
  TotpSetupResponseDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { PasskeysService } from './passkeys.service';
import { SecurityNoticesService } from './security-notices.service';
import { OpenDuringTwoFactorSetup } from './staff-two-factor.guard';
import { TwoFactorService } from './two-factor.service';
import { Access } from '../access/access.decorator';

@ApiTags('account-security')
@Controller('account/2fa')
@Access.signedIn()
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
@UseInterceptors(NoStoreInterceptor)
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly passkeys: PasskeysService,
    private readonly notices: SecurityNoticesService,
  ) {}

  @ApiOperation({ summary: 'Two-factor sign-in status' })
  @Get()
  @OpenDuringTwoFactorSetup()
  @ApiOkResponse({ type: TwoFactorStatusDto })
  async status(@CurrentUser() user: User): Promise<TwoFactorStatusDto> {
    return { ...(await this.twoFactor.status(user)), passkeys: await this.passkeys.countFor(user.id) };
  }

  @ApiOperation({ summary: 'Start setting up an authenticator app' })
  @Post('totp/setup')
  @HttpCode(200)
  @OpenDuringTwoFactorSetup()
  @ApiOkResponse({ type: TotpSetupResponseDto, description: 'A new secret to confirm with one code; nothing changes until then' })
  @ApiConflictResponse({ description: 'The authenticator is already on' })
  setup(@CurrentUser() user: User): Promise<TotpSetupResponseDto> {
    return this.twoFactor.setup(user);
  }

  @ApiOperation({ summary: 'Turn on the authenticator app with a first code' })
  @Post('totp/enable')
  @HttpCode(200)
  @OpenDuringTwoFactorSetup()
  @RateLimited('two-factor-account', 'two-factor-ip')
  @ApiOkResponse({ type: RecoveryCodesResponseDto, description: 'On; the ten recovery codes, shown this once' })
  @ApiBadRequestResponse({ description: 'Code wrong, or set-up not started' })
  @ApiConflictResponse({ description: 'Already on' })
  @ApiTooManyRequestsResponse({ description: 'Too many codes tried' })
  async enable(@CurrentUser() user: User, @Body() dto: TotpCodeDto, @Audit() audit: AuditContext): Promise<RecoveryCodesResponseDto> {
    const recoveryCodes = await this.twoFactor.enable(user, dto.code, audit, (m) => this.notices.twoFactorEnabled(m, user));
    return { recoveryCodes };
  }

  @ApiOperation({ summary: 'Turn off the authenticator app' })
  @Post('totp/disable')
  @HttpCode(200)
  @RateLimited('two-factor-account', 'two-factor-ip')
  @ApiOkResponse({ type: SecurityMessageDto })
  @ApiBadRequestResponse({ description: 'Password or code wrong, or not on' })
  @ApiForbiddenResponse({ description: 'Staff accounts must keep it on' })
  @ApiTooManyRequestsResponse({ description: 'Too many codes tried' })
  async disable(@CurrentUser() user: User, @Body() dto: DisableTotpDto, @Audit() audit: AuditContext): Promise<SecurityMessageDto> {
    await this.twoFactor.disable(user, dto.password, dto.code, audit, (m) => this.notices.twoFactorDisabled(m, user));
    return { message: 'Two-factor sign-in is off' };
  }
}

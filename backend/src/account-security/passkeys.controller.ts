import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../common/audit/audit.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { AuthenticatedGuard } from '../common/guards/authenticated.guard';
import { User } from '../users/user.entity';
import { AddPasskeyDto, PasskeyDto, WebAuthnOptionsDto } from './dto/passkey.dto';
import { SecurityMessageDto } from './dto/two-factor.dto';
import { NoStoreInterceptor } from './no-store.interceptor';
import { PasskeysService } from './passkeys.service';
import { SecurityNoticesService } from './security-notices.service';

@ApiTags('account-security')
@Controller('account/passkeys')
@UseGuards(AuthenticatedGuard)
@UseInterceptors(NoStoreInterceptor)
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
export class PasskeysController {
  constructor(
    private readonly passkeys: PasskeysService,
    private readonly notices: SecurityNoticesService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [PasskeyDto] })
  list(@CurrentUser() user: User): Promise<PasskeyDto[]> {
    return this.passkeys.list(user.id);
  }

  @Post('options')
  @HttpCode(200)
  @ApiOkResponse({ type: WebAuthnOptionsDto, description: 'Registration options for navigator.credentials.create' })
  options(@CurrentUser() user: User, @Req() req: Request): Promise<WebAuthnOptionsDto> {
    return this.passkeys.registrationOptions(user, req) as unknown as Promise<WebAuthnOptionsDto>;
  }

  @Post()
  @ApiCreatedResponse({ type: PasskeyDto })
  @ApiBadRequestResponse({ description: 'Not verified, expired, already added, or a field is not valid' })
  add(@CurrentUser() user: User, @Body() dto: AddPasskeyDto, @Req() req: Request): Promise<PasskeyDto> {
    return this.passkeys.register(user, dto.name, dto.response, req, (m) => this.notices.passkeyAdded(m, user, dto.name.trim()));
  }

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

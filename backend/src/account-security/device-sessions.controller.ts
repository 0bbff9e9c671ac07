import { Controller, Delete, Get, HttpCode, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { NoStoreInterceptor } from './no-store.interceptor';
import type { Request } from 'express';
import { auditContextOf } from '../access/audit.decorator';
import { ActivityService } from '../activity/activity.service';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
import { DeviceSessionsService } from './device-sessions.service';
import { DeviceSessionDto, RevokedSessionsDto } from './dto/device-session.dto';
import { Access } from '../access/access.decorator';

@ApiTags('account-security')
@Controller('account/sessions')
@Access.signedIn()
@ApiUnauthorizedResponse({ description: 'Nobody is signed in' })
@UseInterceptors(NoStoreInterceptor)
export class DeviceSessionsController {
  constructor(
    private readonly devices: DeviceSessionsService,
    private readonly activity: ActivityService,
  ) {}

  @ApiOperation({ summary: 'List your signed-in devices' })
  @Get()
  @ApiOkResponse({ type: [DeviceSessionDto], description: 'Active sessions, this one first' })
  list(@CurrentUser() user: User, @Req() req: Request): Promise<DeviceSessionDto[]> {
    return this.devices.list(user.id, req.sessionID);
  }

  @ApiOperation({ summary: 'Sign out every other device' })
  @Post('revoke-others')
  @HttpCode(200)
  @ApiOkResponse({ type: RevokedSessionsDto })
  async revokeOthers(@CurrentUser() user: User, @Req() req: Request): Promise<RevokedSessionsDto> {
    const revoked = await this.devices.revokeOthers(user.id, req.sessionID);
    await this.activity.record(auditContextOf(req), 'sessions-revoked', { count: revoked });
    return { revoked };
  }

  @ApiOperation({ summary: 'Sign out one device' })
  @Delete(':handle')
  @ApiOkResponse({ type: RevokedSessionsDto })
  @ApiNotFoundResponse({ description: 'No session of yours has that handle' })
  @ApiBadRequestResponse({ description: 'That is the current session' })
  async revoke(@CurrentUser() user: User, @Param('handle') handle: string, @Req() req: Request): Promise<RevokedSessionsDto> {
    await this.devices.revoke(user.id, handle, req.sessionID);
    await this.activity.record(auditContextOf(req), 'session-revoked');
    return { revoked: 1 };
  }
}

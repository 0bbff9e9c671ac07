import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { BadRequestException } from '@nestjs/common';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { ActivityService } from '../activity/activity.service';
import { CurrentUser } from '../access/current-user.decorator';
import { staffRoleOf } from '../users/staff-roles';
import { User } from '../users/user.entity';
import { NotificationPreferencesDto, UpdateNotificationPreferencesDto } from './dto/notification-dtos';
import { NotificationPreferencesService } from './notification-preferences.service';
import { Access } from '../access/access.decorator';

export const STAFF_ONLY_SETTING = 'Only staff members choose how upload notices arrive';

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

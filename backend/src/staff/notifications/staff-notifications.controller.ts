import { Controller, Get, Param, ParseIntPipe, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audit } from '../../access/audit.decorator';
import { AuditContext } from '../../common/audit/audit-context';
import { CurrentUser } from '../../access/current-user.decorator';
import { User } from '../../users/user.entity';
import { MarkAllReadResponseDto, NotificationPageResponseDto, NotificationQueryDto, NotificationResponseDto } from './dto/notification.dto';
import { StaffNotificationsService } from './staff-notifications.service';
import { Access } from '../../access/access.decorator';

@Controller('staff/notifications')
@ApiTags('staff')
@Access.staff()
export class StaffNotificationsController {
  constructor(private readonly notifications: StaffNotificationsService) {}

  @ApiOperation({ summary: 'List your staff notifications' })
  @Get()
  @ApiOkResponse({ type: NotificationPageResponseDto })
  list(@CurrentUser() staff: User, @Query() query: NotificationQueryDto): Promise<NotificationPageResponseDto> {
    return this.notifications.list(staff, query);
  }

  @ApiOperation({ summary: 'Mark every notification read' })
  @Patch('read-all')
  @ApiOkResponse({ type: MarkAllReadResponseDto })
  markAllRead(@CurrentUser() staff: User, @Audit() audit: AuditContext): Promise<MarkAllReadResponseDto> {
    return this.notifications.markAllRead(staff, audit);
  }

  @ApiOperation({ summary: 'Mark a notification read' })
  @Patch(':id/read')
  @ApiOkResponse({ type: NotificationResponseDto })
  @ApiNotFoundResponse({ description: 'No such notification for this staff member' })
  markRead(
    @CurrentUser() staff: User,
    @Param('id', ParseIntPipe) id: number,
    @Audit() audit: AuditContext,
  ): Promise<NotificationResponseDto> {
    return this.notifications.markRead(staff, id, audit);
  }
}

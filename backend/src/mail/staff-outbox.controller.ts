import { Controller, Get, Header, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditContext } from '../common/audit/audit-context';
import { Access } from '../access/access.decorator';
import { Audit } from '../access/audit.decorator';
import { CurrentUser } from '../access/current-user.decorator';
import { User } from '../users/user.entity';
import { OutboxMessageResponseDto, OutboxPageResponseDto, OutboxQueryDto } from './dto/outbox.dto';
import { OutboxAdminService } from './outbox-admin.service';

/** The admins' view of the outbox: what was sent, what is waiting, what failed. Never the bodies. */
@Controller('staff/outbox')
@ApiTags('staff')
@Access.staff('admin')
export class StaffOutboxController {
  constructor(private readonly outbox: OutboxAdminService) {}

  @ApiOperation({ summary: 'List outgoing mail' })
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: OutboxPageResponseDto, description: 'Newest first' })
  list(@Query() query: OutboxQueryDto): Promise<OutboxPageResponseDto> {
    return this.outbox.list(query);
  }

  @ApiOperation({ summary: 'Send a failed mail again' })
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: OutboxMessageResponseDto, description: 'Queued again for one more attempt' })
  @ApiNotFoundResponse({ description: 'No such message' })
  @ApiConflictResponse({ description: 'The message is not failed' })
  retry(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Audit() audit: AuditContext,
  ): Promise<OutboxMessageResponseDto> {
    return this.outbox.retry(id, audit);
  }
}

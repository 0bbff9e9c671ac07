import { ConflictException, Controller, Get, Header, HttpCode, NotFoundException, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditContext } from '../common/audit/audit-context';
import { Audit } from '../access/audit.decorator';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { Clock } from '../common/clock/clock';
import { CurrentUser } from '../access/current-user.decorator';
import { OUTBOX_STATUSES, OutboxMessage, OutboxStatus } from '../mail/outbox-message.entity';
import { User } from '../users/user.entity';
import { OutboxMessageResponseDto, OutboxPageResponseDto, OutboxQueryDto } from './dto/notification-dtos';
import { Access } from '../access/access.decorator';

export const OUTBOX_NOT_FOUND = 'Message not found';
export const OUTBOX_NOT_FAILED = 'Only a failed message can be retried';

/** The admins' view of the outbox: what was sent, what is waiting, what failed. Never the bodies. */
@Controller('staff/outbox')
@ApiTags('staff')
@Access.staff('admin')
export class StaffOutboxController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
  ) {}

  @ApiOperation({ summary: 'List outgoing mail' })
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: OutboxPageResponseDto, description: 'Newest first' })
  async list(@Query() query: OutboxQueryDto): Promise<OutboxPageResponseDto> {
    const repo = this.dataSource.getRepository(OutboxMessage);
    const where = query.status ? { status: query.status } : {};
    const [rows, total] = await repo.findAndCount({
      where,
      order: { id: 'DESC' },
      take: query.limit,
      skip: query.offset,
      // The bodies stay in the database: the screen shows who, what and when.
      select: {
        id: true,
        to: true,
        subject: true,
        template: true,
        category: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        updatedAt: true,
        sentAt: true,
        nextAttemptAt: true,
      },
    });
    const grouped = await repo
      .createQueryBuilder('o')
      .select('o.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .groupBy('o.status')
      .getRawMany<{ status: OutboxStatus; n: string | number }>();
    const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
    for (const g of grouped) if (g.status in counts) counts[g.status] = Number(g.n);
    return { items: rows.map((r) => OutboxMessageResponseDto.from(r)), total, counts };
  }

  @ApiOperation({ summary: 'Send a failed mail again' })
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ type: OutboxMessageResponseDto, description: 'Queued again for one more attempt' })
  @ApiNotFoundResponse({ description: 'No such message' })
  @ApiConflictResponse({ description: 'The message is not failed' })
  async retry(
    @CurrentUser() admin: User,
    @Param('id', ParseIntPipe) id: number,
    @Audit() audit: AuditContext,
  ): Promise<OutboxMessageResponseDto> {
    const repo = this.dataSource.getRepository(OutboxMessage);
    const row = await repo.findOne({ where: { id } });
    if (!row) throw new NotFoundException(OUTBOX_NOT_FOUND);
    const result = await repo.update({ id, status: 'failed' }, { status: 'pending', nextAttemptAt: this.clock.nowMs() });
    if (result.affected !== 1) throw new ConflictException(OUTBOX_NOT_FAILED);
    await this.activity.record(audit, 'staff.outbox.retry', { messageId: id, template: row.template });
    return OutboxMessageResponseDto.from(await repo.findOneOrFail({ where: { id } }));
  }
}

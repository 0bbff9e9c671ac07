import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ActivityService } from '../activity/activity.service';
import { AuditContext } from '../common/audit/audit-context';
import { Clock } from '../common/clock/clock';
import { ConflictError, NotFoundError } from '../common/errors/domain-error';
import { OutboxMessageResponseDto, OutboxPageResponseDto, OutboxQueryDto } from './dto/outbox.dto';
import { OUTBOX_STATUSES, OutboxMessage, OutboxStatus } from './outbox-message.entity';

export const OUTBOX_NOT_FOUND = 'Message not found';
export const OUTBOX_NOT_FAILED = 'Only a failed message can be retried';

/** The admins' view of the outbox: what was sent, what is waiting, what failed. Never the bodies. */
@Injectable()
export class OutboxAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly activity: ActivityService,
  ) {}

  async list(query: OutboxQueryDto): Promise<OutboxPageResponseDto> {
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

  /** A failed message goes back to pending for one more attempt; only a failed one (409 otherwise). */
  async retry(id: number, audit: AuditContext): Promise<OutboxMessageResponseDto> {
    const repo = this.dataSource.getRepository(OutboxMessage);
    const row = await repo.findOne({ where: { id } });
    if (!row) throw new NotFoundError('outbox.not_found', OUTBOX_NOT_FOUND);
    const result = await repo.update({ id, status: 'failed' }, { status: 'pending', nextAttemptAt: this.clock.nowMs() });
    if (result.affected !== 1) throw new ConflictError('outbox.not_failed', OUTBOX_NOT_FAILED);
    await this.activity.record(audit, 'staff.outbox.retry', { messageId: id, template: row.template });
    return OutboxMessageResponseDto.from(await repo.findOneOrFail({ where: { id } }));
  }
}

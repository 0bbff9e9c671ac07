import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { AuditContext } from '../common/audit/audit-context';
import { ActivityLog } from './activity-log.entity';

/** Writes the audit trail (activity_logs) of who did what, from where. */
@Injectable()
export class ActivityService {
  private readonly logger = new Logger(ActivityService.name);

  constructor(@InjectRepository(ActivityLog) private readonly logs: Repository<ActivityLog>) {}

  /**
   * Records `action` by `audit.actorId`, from the origin the audit context carries. Services get
   * the context from `@Audit()` (or `actingAs`, `systemAudit`), never the HTTP request.
   */
  async record(audit: AuditContext, action: string, details: Record<string, unknown> = {}): Promise<void> {
    try {
      await this.logs.save(this.logs.create({ userId: audit.actorId, action, details, ipAddress: audit.ip, userAgent: audit.userAgent }));
    } catch (err) {
      // The audit row must not undo the action it describes; a failure here is logged loudly instead.
      this.logger.error(`Could not record activity "${action}" for user ${audit.actorId}`, err instanceof Error ? err.stack : String(err));
    }
  }

  /**
   * The same row, written in the caller's transaction: it commits with the change it describes and
   * rolls back with it, and a failure to write it fails (and undoes) the action. For staff actions
   * whose audit row must never be missing, or describe something that did not happen.
   */
  async recordIn(m: EntityManager, audit: AuditContext, action: string, details: Record<string, unknown> = {}): Promise<void> {
    const repo = m.getRepository(ActivityLog);
    await repo.save(repo.create({ userId: audit.actorId, action, details, ipAddress: audit.ip, userAgent: audit.userAgent }));
  }

  /** One page of a user's rows with these actions, newest first, and the total (the client's activity page). */
  pageOfUser(userId: number, actions: string[], page: { limit: number; offset: number }): Promise<[ActivityLog[], number]> {
    return this.logs.findAndCount({
      where: { userId, action: In(actions) },
      order: { timestamp: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
  }

  /** Every row of a user with these actions, oldest first (the data export). */
  allOfUser(userId: number, actions: string[]): Promise<ActivityLog[]> {
    return this.logs.find({ where: { userId, action: In(actions) }, order: { timestamp: 'ASC', id: 'ASC' } });
  }
}

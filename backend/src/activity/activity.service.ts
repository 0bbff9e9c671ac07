import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditContext } from '../common/audit/audit-context';
import { ActivityLog } from './activity-log.entity';

/**
 * What the older call form passed as the origin: an HTTP request, read structurally so this
 * service needs no Express types. Kept while branches written against it are merged.
 */
interface RequestLike {
  ip?: string;
  get(name: 'user-agent'): string | undefined;
}

/** Writes the audit trail (activity_logs) of who did what, from where. */
@Injectable()
export class ActivityService {
  private readonly logger = new Logger(ActivityService.name);

  constructor(@InjectRepository(ActivityLog) private readonly logs: Repository<ActivityLog>) {}

  /** Records `action` by `audit.actorId`, from the origin the audit context carries. */
  record(audit: AuditContext, action: string, details?: Record<string, unknown>): Promise<void>;
  /** @deprecated Pass the AuditContext from `@Audit()` instead of the request. */
  record(userId: number | null, action: string, req: RequestLike | undefined, details?: Record<string, unknown>): Promise<void>;
  async record(
    who: AuditContext | number | null,
    action: string,
    third?: Record<string, unknown> | RequestLike,
    fourth?: Record<string, unknown>,
  ): Promise<void> {
    const audit: AuditContext =
      who !== null && typeof who === 'object'
        ? who
        : {
            actorId: who,
            ip: (third as RequestLike | undefined)?.ip ?? null,
            userAgent: (third as RequestLike | undefined)?.get('user-agent')?.slice(0, 500) ?? null,
          };
    const details = (who !== null && typeof who === 'object' ? (third as Record<string, unknown> | undefined) : fourth) ?? {};
    try {
      await this.logs.save(this.logs.create({ userId: audit.actorId, action, details, ipAddress: audit.ip, userAgent: audit.userAgent }));
    } catch (err) {
      // The audit row must not undo the action it describes; a failure here is logged loudly instead.
      this.logger.error(`Could not record activity "${action}" for user ${audit.actorId}`, err instanceof Error ? err.stack : String(err));
    }
  }
}

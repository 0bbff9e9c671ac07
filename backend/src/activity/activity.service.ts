import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { ActivityLog } from './activity-log.entity';

/** Writes the audit trail (activity_logs) of who did what, from where. */
@Injectable()
export class ActivityService {
  private readonly logger = new Logger(ActivityService.name);

  constructor(@InjectRepository(ActivityLog) private readonly logs: Repository<ActivityLog>) {}

  async record(userId: number | null, action: string, req: Request | undefined, details: Record<string, unknown> = {}): Promise<void> {
    try {
      await this.logs.save(
        this.logs.create({
          userId,
          action,
          details,
          ipAddress: req?.ip ?? null,
          userAgent: req?.get('user-agent')?.slice(0, 500) ?? null,
        }),
      );
    } catch (err) {
      // The audit row must not undo the action it describes; a failure here is logged loudly instead.
      this.logger.error(`Could not record activity "${action}" for user ${userId}`, err instanceof Error ? err.stack : String(err));
    }
  }
}

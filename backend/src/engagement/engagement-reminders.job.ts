import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ENGAGEMENT_REMINDER_DAYS } from '@table-bay/shared';
import { Clock } from '../common/clock/clock';
import { SchedulerLeaseService } from '../common/scheduling/scheduler-lease.service';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EngagementLettersService } from './engagement-letters.service';
import { letterReminderMail } from './mail/engagement.mails';

const LEASE = 'engagement-reminders';
const LEASE_MS = 10 * 60_000;

/**
 * Reminds the owners of a business of a letter still unsigned 3 and 7 days after it was sent
 * (docs/engagement-letters.md, "Reminders"). Runs on one instance at a time (the scheduler lease);
 * each reminder is marked on the letter in the same transaction that queues its mail, by a
 * conditional update, so a second run or a second instance never sends it twice.
 */
@Injectable()
export class EngagementReminderJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EngagementReminderJob.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly letters: EngagementLettersService,
    private readonly leases: SchedulerLeaseService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.engagement.reminderIntervalSeconds;
    if (seconds <= 0) return;
    this.timer = setInterval(() => {
      this.run().catch((err: unknown) => this.logger.error('Engagement reminders failed', err instanceof Error ? err.stack : String(err)));
    }, seconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Sends the reminders due now if this instance holds the lease; returns how many letters were reminded (null: another instance ran). */
  async run(): Promise<number | null> {
    let sent = 0;
    const ran = await this.leases.runExclusive(LEASE, LEASE_MS, async () => {
      const now = this.clock.now();
      // The later reminder first: a letter first reached after a week gets that one only.
      for (const days of [...ENGAGEMENT_REMINDER_DAYS].sort((a, b) => b - a)) {
        for (const letter of await this.letters.dueForReminder(days, now)) {
          if (await this.letters.remind(letter, days, now, letterReminderMail)) sent += 1;
        }
      }
    });
    return ran ? sent : null;
  }
}

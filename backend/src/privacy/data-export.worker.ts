import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SchedulerLeaseService } from '../common/scheduling/scheduler-lease.service';
import { DataExportService } from './data-export.service';

const LEASE = 'data-exports';
/** Longer than any build should take; a crashed instance's lease runs out and another takes over. */
const LEASE_MS = 30 * 60_000;
const BATCH = 3;

/**
 * Builds large accounts' data copies in the background and deletes expired ones. One instance at
 * a time works (the scheduler lease), so a copy is never built twice; a build that dies with its
 * instance is still `preparing` and is picked up again (docs/account-security.md).
 */
@Injectable()
export class DataExportWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DataExportWorker.name);
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | null = null;

  constructor(
    private readonly exports: DataExportService,
    private readonly leases: SchedulerLeaseService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.exports.worker) return;
    this.timer = setInterval(() => void this.runOnce().catch(() => undefined), this.config.exports.workerIntervalMs);
    // The worker alone must not keep a finished process (a CLI, a test) alive.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass: build what waits, sweep what expired. Tests call it directly. */
  runOnce(now?: number): Promise<void> {
    this.pass ??= this.leases
      .runExclusive(LEASE, LEASE_MS, async () => {
        for (const userId of await this.exports.pendingBuilds(BATCH)) await this.exports.build(userId, now);
        const swept = await this.exports.sweepExpired(now);
        if (swept > 0) this.logger.log(`Deleted ${swept} expired data export(s)`);
      })
      .then(() => undefined)
      .catch((err: unknown) => {
        this.logger.error('Data export pass failed', err instanceof Error ? err.stack : String(err));
      })
      .finally(() => {
        this.pass = null;
      });
    return this.pass;
  }
}

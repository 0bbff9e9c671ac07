import type { Logger } from '@nestjs/common';

/**
 * The timer of a scheduled job: runs `run` every `everyMs` on this instance, never keeps the
 * process alive, and logs a failed run instead of letting it escape (the next tick tries again).
 * What a run does on which instance is the job's own business: most take a lease first
 * (SchedulerLeaseService.runOncePerDay, runExclusive).
 */
export class RepeatingJob {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly what: string,
    private readonly logger: Logger,
  ) {}

  /** Starts the timer; `everyMs` 0 leaves it off (tests run jobs by hand). */
  start(everyMs: number, run: () => Promise<unknown>): void {
    if (everyMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      run().catch((err: unknown) => this.logger.error(`${this.what} failed: ${err instanceof Error ? err.message : String(err)}`));
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}

import { Injectable } from '@nestjs/common';

/**
 * The time as the app sees it. Scheduled work (reminders, digests, token expiry) reads the time
 * here instead of `new Date()`, so tests can move the clock across days without waiting; in
 * production nothing ever sets it.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** Moves this instance's clock so that `now()` reads `to` (it keeps ticking from there). */
  travelTo(to: Date): void {
    this.offsetMs = to.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

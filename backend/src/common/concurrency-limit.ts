/**
 * At most `max` tasks at once; the rest wait in two queues, and urgent ones go first. Used for
 * argon2, whose work runs on libuv's small thread pool: without a bound, a flood of slow password
 * checks on one route queued every other user's sign-in behind it (22 ms became 1.65 s).
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly urgent: Array<() => void> = [];
  private readonly normal: Array<() => void> = [];

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>, urgent = false): Promise<T> {
    if (this.running >= this.max) {
      await new Promise<void>((resolve) => (urgent ? this.urgent : this.normal).push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (the count stays), or free it.
      const next = this.urgent.shift() ?? this.normal.shift();
      if (next) next();
      else this.running--;
    }
  }
}

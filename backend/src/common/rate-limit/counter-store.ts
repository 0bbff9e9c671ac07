/** What a counter holds after a hit, or when read. */
export interface CounterState {
  hits: number;
  /** Milliseconds since the epoch when the count falls back to zero. */
  windowEndsAt: number;
  /** Milliseconds since the epoch of the latest hit. */
  lastHitAt: number;
}

/**
 * Counters every app instance shares: the database by default, Redis when REDIS_URL is set.
 * `hit` is one atomic step (read, reset when the window has passed, add one), so concurrent
 * requests on several instances never lose a count.
 */
export interface CounterStore {
  /**
   * Adds one to the counter and returns its new state. A fixed window starts at the first hit;
   * a sliding one is pushed to `windowMs` after every hit (the sign-in failure counters, which
   * should forget only after a quiet spell).
   */
  hit(key: string, windowMs: number, sliding?: boolean): Promise<CounterState>;
  /** The counter's state, or null when it is unset or its window has passed. */
  peek(key: string): Promise<CounterState | null>;
  reset(key: string): Promise<void>;
  /**
   * Gives one hit back (never below zero; nothing once the window has passed): an attempt taken
   * from the budget before the work, returned when it turned out not to count (a correct password).
   */
  refund(key: string): Promise<void>;
  /**
   * Stamps the latest hit's time on a live counter and pushes its (sliding) window to `windowMs`
   * from now, without adding one: the answer to an attempt that was counted before its work, so
   * no other attempt ever sees it counted twice (nothing once the window has passed).
   */
  touch(key: string, windowMs: number): Promise<void>;
}

export const COUNTER_STORE = Symbol('COUNTER_STORE');

import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CounterState, CounterStore } from './counter-store';

/** Stored keys are hashes: no IP address or username sits in the table in the clear. */
export function counterKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

interface Row {
  hits: number | string;
  window_ends_at: number | string;
  last_hit_at: number | string;
}

const toState = (row: Row): CounterState => ({
  hits: Number(row.hits),
  windowEndsAt: Number(row.window_ends_at),
  lastHitAt: Number(row.last_hit_at),
});

/** MariaDB/MySQL error codes worth one more try: two first hits on one key can deadlock on the new row. */
const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

/**
 * Counters in the `rate_limit_counters` table. One upsert decides everything (reset when the
 * window has passed, else add one), so the database serialises concurrent hits on a key from any
 * number of app instances. SQLite answers with RETURNING; MySQL has none, so the count comes back
 * through LAST_INSERT_ID(expr) in the upsert's own reply.
 */
export class DatabaseCounterStore implements CounterStore {
  private readonly mysql: boolean;
  private hitsSincePrune = 0;

  constructor(private readonly dataSource: DataSource) {
    this.mysql = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
  }

  async hit(key: string, windowMs: number, sliding = false): Promise<CounterState> {
    const k = counterKey(key);
    const now = Date.now();
    const ends = now + windowMs;
    if (++this.hitsSincePrune >= 500) {
      this.hitsSincePrune = 0;
      await this.prune(now);
    }
    if (!this.mysql) {
      const rows = (await this.dataSource.query(
        `INSERT INTO rate_limit_counters (counter_key, hits, window_ends_at, last_hit_at) VALUES (?, 1, ?, ?)
         ON CONFLICT(counter_key) DO UPDATE SET
           hits = CASE WHEN window_ends_at <= ? THEN 1 ELSE hits + 1 END,
           window_ends_at = CASE WHEN window_ends_at <= ? OR ? THEN ? ELSE window_ends_at END,
           last_hit_at = ?
         RETURNING hits, window_ends_at, last_hit_at`,
        [k, ends, now, now, now, sliding ? 1 : 0, ends, now],
      )) as Row[];
      return toState(rows[0]);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        // One statement in autocommit: the row lock lasts for this statement only, not for a
        // transaction spanning a second round trip, so a burst on one key (every enquiry from one
        // address) queues for microseconds rather than for a round trip each. LAST_INSERT_ID(expr)
        // hands the new count back in the reply; MySQL applies the assignments left to right, so
        // `hits = 1` afterwards means the window was reset (a continuing window has two or more).
        const result = (await this.dataSource.query(
          `INSERT INTO rate_limit_counters (counter_key, hits, window_ends_at, last_hit_at) VALUES (?, 1, ?, ?)
           ON DUPLICATE KEY UPDATE
             hits = LAST_INSERT_ID(IF(window_ends_at <= ?, 1, hits + 1)),
             window_ends_at = IF(hits = 1 OR ?, ?, window_ends_at),
             last_hit_at = ?`,
          [k, ends, now, now, sliding ? 1 : 0, ends, now],
        )) as { affectedRows: number; insertId: number | string };
        // 1 row affected: a new counter (LAST_INSERT_ID was not set by this statement).
        const hits = result.affectedRows === 1 ? 1 : Number(result.insertId);
        if (hits === 1 || sliding) return { hits, windowEndsAt: ends, lastHitAt: now };
        // The window end of a continuing window, read without a lock; only Retry-After uses it.
        const rows = (await this.dataSource.query('SELECT window_ends_at FROM rate_limit_counters WHERE counter_key = ?', [k])) as Array<
          Pick<Row, 'window_ends_at'>
        >;
        return { hits, windowEndsAt: Number(rows[0]?.window_ends_at ?? ends), lastHitAt: now };
      } catch (err) {
        const code = (err as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code;
        if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw err;
      }
    }
  }

  async peek(key: string): Promise<CounterState | null> {
    const rows = (await this.dataSource.query(
      'SELECT hits, window_ends_at, last_hit_at FROM rate_limit_counters WHERE counter_key = ? AND window_ends_at > ?',
      [counterKey(key), Date.now()],
    )) as Row[];
    return rows.length > 0 ? toState(rows[0]) : null;
  }

  async refund(key: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE rate_limit_counters SET hits = hits - 1 WHERE counter_key = ? AND hits > 0 AND window_ends_at > ?',
      [counterKey(key), Date.now()],
    );
  }

  async touch(key: string, windowMs: number): Promise<void> {
    const now = Date.now();
    await this.dataSource.query(
      'UPDATE rate_limit_counters SET last_hit_at = ?, window_ends_at = ? WHERE counter_key = ? AND window_ends_at > ?',
      [now, now + windowMs, counterKey(key), now],
    );
  }

  async reset(key: string): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_counters WHERE counter_key = ?', [counterKey(key)]);
  }

  /** Expired rows mean nothing; clear them now and then so the table stays the size of current traffic. */
  private async prune(now: number): Promise<void> {
    await this.dataSource.query('DELETE FROM rate_limit_counters WHERE window_ends_at <= ?', [now]);
  }
}

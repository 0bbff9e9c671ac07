import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

const msTransformer = { to: (v: number) => v, from: (v: string | number) => Number(v) };

/**
 * One rate-limit counter, shared by every app instance through the database (Redis replaces this
 * table when REDIS_URL is set). The key is a SHA-256 of the limit's name and what it counts (an IP
 * address, an account), so no address or username is stored in the clear.
 */
@Entity('rate_limit_counters')
export class RateLimitCounter {
  @PrimaryColumn({ name: 'counter_key', type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'int' })
  hits!: number;

  /** Milliseconds since the epoch: the count starts again from zero after this. */
  @Index()
  @Column({ name: 'window_ends_at', type: 'bigint', transformer: msTransformer })
  windowEndsAt!: number;

  /** Milliseconds since the epoch of the latest hit; the sign-in delay is measured from it. */
  @Column({ name: 'last_hit_at', type: 'bigint', transformer: msTransformer })
  lastHitAt!: number;
}

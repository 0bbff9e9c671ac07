import Redis from 'ioredis';
import { CounterState, CounterStore } from './counter-store';
import { counterKey } from './database-counter-store';

/**
 * One round trip, atomic in Redis: reset the hash when its window has passed, add one, and keep
 * the key only as long as its window (Redis drops it afterwards).
 * KEYS[1] counter; ARGV: now, window ms, sliding (1/0).
 */
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local ends = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
local hits
if ends <= now then
  hits = 1
  ends = now + window
  redis.call('HSET', KEYS[1], 'h', 1, 'e', ends, 'l', now)
else
  hits = redis.call('HINCRBY', KEYS[1], 'h', 1)
  if ARGV[3] == '1' then ends = now + window end
  redis.call('HSET', KEYS[1], 'e', ends, 'l', now)
end
redis.call('PEXPIREAT', KEYS[1], ends)
return {hits, ends, now}
`;

/** Gives one hit back while the window lasts, never below zero. KEYS[1] counter; ARGV: now. */
const REFUND_SCRIPT = `
local ends = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
local hits = tonumber(redis.call('HGET', KEYS[1], 'h') or '0')
if ends > tonumber(ARGV[1]) and hits > 0 then redis.call('HINCRBY', KEYS[1], 'h', -1) end
return 0
`;

/** Stamps a live counter's latest hit and pushes its window, adding none. KEYS[1] counter; ARGV: now, window ms. */
const TOUCH_SCRIPT = `
local now = tonumber(ARGV[1])
local ends = tonumber(redis.call('HGET', KEYS[1], 'e') or '0')
if ends > now then
  ends = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'e', ends, 'l', now)
  redis.call('PEXPIREAT', KEYS[1], ends)
end
return 0
`;

/** Counters in Redis, for deployments that already run one (REDIS_URL). */
export class RedisCounterStore implements CounterStore {
  constructor(private readonly redis: Redis) {}

  static connect(url: string): RedisCounterStore {
    // Fail fast rather than queue requests behind a lost Redis: a sign-in should answer, not hang.
    return new RedisCounterStore(new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, keyPrefix: 'rl:' }));
  }

  async hit(key: string, windowMs: number, sliding = false): Promise<CounterState> {
    const [hits, ends, now] = (await this.redis.eval(HIT_SCRIPT, 1, counterKey(key), Date.now(), windowMs, sliding ? 1 : 0)) as number[];
    return { hits: Number(hits), windowEndsAt: Number(ends), lastHitAt: Number(now) };
  }

  async peek(key: string): Promise<CounterState | null> {
    const v = await this.redis.hgetall(counterKey(key));
    if (!v.h || Number(v.e) <= Date.now()) return null;
    return { hits: Number(v.h), windowEndsAt: Number(v.e), lastHitAt: Number(v.l) };
  }

  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND_SCRIPT, 1, counterKey(key), Date.now());
  }

  async touch(key: string, windowMs: number): Promise<void> {
    await this.redis.eval(TOUCH_SCRIPT, 1, counterKey(key), Date.now(), windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(counterKey(key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

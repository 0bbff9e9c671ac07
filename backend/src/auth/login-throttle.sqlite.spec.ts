import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { CounterState, CounterStore } from '../common/rate-limit/counter-store';
import { DatabaseCounterStore } from '../common/rate-limit/database-counter-store';
import { RateLimitCounter } from '../common/rate-limit/rate-limit-counter.entity';
import { loadConfig } from '../config/app-config';
import { LoginAttempt, LoginRefusedError, LoginThrottleService } from './login-throttle.service';

/** The real database store; `holdNext` makes the next write wait, once it is done, until `release`. */
class HeldStore implements CounterStore {
  private holding = false;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => undefined;

  constructor(private readonly inner: CounterStore) {}

  holdNext(): void {
    this.holding = true;
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
  }

  private async pass(): Promise<void> {
    if (!this.holding) return;
    this.holding = false;
    await this.gate;
  }

  async hit(key: string, windowMs: number, sliding?: boolean): Promise<CounterState> {
    const state = await this.inner.hit(key, windowMs, sliding);
    await this.pass();
    return state;
  }
  async touch(key: string, windowMs: number): Promise<void> {
    await this.inner.touch(key, windowMs);
    await this.pass();
  }
  peek(key: string): Promise<CounterState | null> {
    return this.inner.peek(key);
  }
  reset(key: string): Promise<void> {
    return this.inner.reset(key);
  }
  refund(key: string): Promise<void> {
    return this.inner.refund(key);
  }
}

const source = (name: string) => ({ name, ip: '203.0.113.9', cookieHeader: undefined });

/**
 * The sign-in throttle on a real SQLite counter table. The first LOGIN_LIMIT_PER_USERNAME failures
 * are free however the attempts and their answers interleave, on one instance or several
 * (docs/security.md, "Sign-in limits").
 */
describe('LoginThrottleService on the database counters', () => {
  let dir: string;
  let dataSource: DataSource;
  let store: HeldStore;
  let throttle: LoginThrottleService;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'login-throttle-'));
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: join(dir, 'db.sqlite'),
      entities: [RateLimitCounter],
      synchronize: true,
    });
    await dataSource.initialize();
    store = new HeldStore(new DatabaseCounterStore(dataSource));
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', LOGIN_LIMIT_PER_USERNAME: '4', LOGIN_DELAY_BASE_SECONDS: '60' });
    throttle = new LoginThrottleService(store, config);
  });

  afterEach(async () => {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the last free attempt free while an earlier failure is being recorded', async () => {
    const taken: LoginAttempt[] = [];
    for (let i = 0; i < 3; i++) taken.push(await throttle.check(source('thandi')));

    // The first attempt's wrong password is being recorded (held after its first write) when the
    // fourth arrives, as on two instances answering at the same moment.
    store.holdNext();
    const recording = throttle.failed(taken[0]);
    const fourth = await throttle.check(source('thandi')).catch((e: unknown) => e);
    store.release();
    await recording;

    expect(fourth).toMatchObject({ accountTaken: true });
    expect((await store.peek('login-fail:user:thandi'))?.hits).toBe(4);
  });

  it('counts each failure once and measures the wait from the latest answer', async () => {
    const attempts: LoginAttempt[] = [];
    for (let i = 0; i < 4; i++) attempts.push(await throttle.check(source('sipho')));
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const attempt of attempts) await throttle.failed(attempt);

    const state = await store.peek('login-fail:user:sipho');
    expect(state?.hits).toBe(4);
    expect(state?.lastHitAt).toBeGreaterThan(before);
    const refused = await throttle.check(source('sipho')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LoginRefusedError);
    expect((refused as LoginRefusedError).message).toBe(
      'Too many failed sign-in attempts for this account. Please wait 1 minutes and try again.',
    );
  });
});

import { PasswordService } from '../users/password.service';
import { loadConfig } from '../config/app-config';
import { ConcurrencyLimit } from './concurrency-limit';

/** A bounded number of argon2 computations at once, sign-ins first. */
describe('ConcurrencyLimit', () => {
  it('never runs more than its bound at once, and runs every task', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      limit.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return i;
      }),
    );
    for (let released = 0; released < 6; released++) {
      await new Promise((r) => setImmediate(r));
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()!();
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('lets urgent work (sign-ins) overtake waiting work', async () => {
    const limit = new ConcurrencyLimit(1);
    const order: string[] = [];
    let release!: () => void;
    const first = limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    const normal = limit.run(async () => void order.push('re-authentication'));
    const urgent = limit.run(async () => void order.push('sign-in'), true);
    release();
    await Promise.all([first, normal, urgent]);
    expect(order).toEqual(['sign-in', 're-authentication']);
  });
});

describe('PasswordService', () => {
  it('verifies a sign-in ahead of queued re-authentication when every slot is busy', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' }), argon2MaxConcurrent: 1 };
    config.argon2 = { memoryKiB: 8192, timeCost: 1, parallelism: 1 };
    const passwords = new PasswordService(config);
    const hash = await passwords.hash('correct-horse-42');
    const order: string[] = [];
    const busy = passwords.hash('keeps-the-only-slot-busy');
    const reauth = passwords.verify(hash, 'correct-horse-42').then(() => order.push('re-authentication'));
    const signIn = passwords.verify(hash, 'correct-horse-42', true).then(() => order.push('sign-in'));
    await Promise.all([busy, reauth, signIn]);
    expect(order).toEqual(['sign-in', 're-authentication']);
  });
});

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

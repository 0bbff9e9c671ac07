import { spawnSync } from 'node:child_process';
import Redis from 'ioredis';
import request from 'supertest';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from './support/test-app';

/**
 * The rate limits hold across instances. Two complete apps share one database
 * (the MariaDB of DB_NAME with DB_TYPE=mysql, else one SQLite file), as two replicas behind a load
 * balancer would; attempts spread over both must meet one budget. With REDIS_URL the counters
 * live in Redis instead, and the same must hold.
 */
const LIMITS = { REGISTER_LIMIT_PER_HOUR: '4', LOGIN_LIMIT_PER_USERNAME: '4', LOGIN_LIMIT_PER_IP: '1000', LOGIN_DELAY_BASE_SECONDS: '60' };

function counters(t: TestApp): Promise<Array<{ n: number | string }>> {
  return t.dataSource.query('SELECT COUNT(*) AS n FROM rate_limit_counters') as Promise<Array<{ n: number | string }>>;
}

function describeSharedLimits(label: string, env: Record<string, string>) {
  describe(`Rate limits across two instances (${label})`, () => {
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      a = await createTestApp({ ...LIMITS, ...env });
      b = await createTestApp({ ...LIMITS, ...env });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
    });
    beforeEach(async () => {
      await a.reset();
      if (env.REDIS_URL) {
        const redis = new Redis(env.REDIS_URL);
        await redis.flushdb();
        await redis.quit();
      }
    });

    it('counts registrations from one IP on both instances against one hourly budget', async () => {
      for (const app of [a, b, a, b]) await request(app.http).post('/api/register').send(registrationFields()).expect(201);
      const res = await request(b.http).post('/api/register').send(registrationFields()).expect(429);
      expect(res.body).toEqual({ statusCode: 429, message: 'Too many registrations from your network. Please try again later.' });
      await request(a.http).post('/api/register').send(registrationFields()).expect(429);
    });

    it('counts wrong passwords for one account on both instances together', async () => {
      const fields = registrationFields();
      await request(a.http).post('/api/register').send(fields).expect(201);
      for (const app of [a, b, a, b]) {
        await request(app.http).post('/api/login').send({ username: fields.username, password: 'wrong-guess-1' }).expect(401);
      }
      const res = await request(a.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(429);
      expect(res.body.message).toBe('Too many failed sign-in attempts for this account. Please wait 1 minutes and try again.');
      await request(b.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(429);
    });

    it('keeps no two counts for one key when hits race on both instances', async () => {
      const fields = registrationFields();
      await request(a.http).post('/api/register').send(fields).expect(201);
      await Promise.all(
        [a, b, a, b].map((app) => request(app.http).post('/api/login').send({ username: fields.username, password: 'wrong-guess-2' })),
      );
      await request(b.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(429);
    });

    it('takes simultaneous attempts on both instances from one budget before the hash (docs/security.md)', async () => {
      const fields = registrationFields();
      await request(a.http).post('/api/register').send(fields).expect(201);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          request((i % 2 ? a : b).http)
            .post('/api/login')
            .send({ username: fields.username, password: `wrong-guess-${i}` }),
        ),
      );
      expect(answers.filter((r) => r.status === 401)).toHaveLength(4);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(12);
      await request(a.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(429);
    });

    if (env.REDIS_URL) {
      it('keeps nothing in the database table when Redis holds the counters', async () => {
        await request(a.http).post('/api/register').send(registrationFields()).expect(201);
        expect(Number((await counters(a))[0].n)).toBe(0);
      });
    } else {
      it('keeps the counters in the database, keyed by hashes rather than addresses or names', async () => {
        await request(a.http).post('/api/login').send({ username: 'someone', password: 'wrong-guess-3' }).expect(401);
        const rows = (await a.dataSource.query('SELECT counter_key AS k FROM rate_limit_counters')) as Array<{ k: string }>;
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(row.k).toMatch(/^[0-9a-f]{64}$/);
      });
    }
  });
}

describeSharedLimits('database', {});

/**
 * Redis is optional for the suite: the Redis variant runs when one answers (a private database
 * number, 13 for SQLite and 14 for MySQL, at 127.0.0.1:6379 unless TEST_REDIS_URL says otherwise), and is skipped, saying so, when none does.
 */
// The SQLite and MySQL runs of this suite may run at the same time: each flushes its own number.
const redisUrl = process.env.TEST_REDIS_URL ?? `redis://127.0.0.1:6379/${process.env.DB_TYPE === 'mysql' ? 14 : 13}`;
const probe = spawnSync(
  process.execPath,
  [
    '-e',
    `const s=require('net').connect(${Number(new URL(redisUrl).port || 6379)},'${new URL(redisUrl).hostname}');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1))`,
  ],
  { timeout: 3000 },
);
if (probe.status === 0) {
  describeSharedLimits('Redis', { REDIS_URL: redisUrl });
} else {
  describe.skip(`Rate limits across two instances (Redis: none answers at ${redisUrl})`, () => {
    it('shares counters through Redis', () => undefined);
  });
}

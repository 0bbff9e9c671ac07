import request from 'supertest';
import { createConnection } from 'mysql2/promise';
import { freePort } from '../support/free-port';
import { PrivateMariaDb } from '../support/private-mariadb';
import { createTestApp, registrationFields, TestApp } from '../support/test-app';

const available = PrivateMariaDb.binary() !== null;
if (!available) console.log('Database outage test SKIPPED: no mariadbd binary on this machine (apt-get install mariadb-server).');

/**
 * The database stops during traffic: requests answer 503 with a clear message, health says so,
 * service returns by itself once the database is back, and every acknowledged write is still there.
 */
(available ? describe : describe.skip)('Resilience: the database stops during traffic', () => {
  let db: PrivateMariaDb;
  let PORT = 0;
  let t: TestApp;

  beforeAll(async () => {
    // A free port, not a fixed one: other test files run side by side.
    PORT = await freePort();
    db = new PrivateMariaDb(PORT);
    db.install();
    await db.start();
    const admin = await createConnection({ host: '127.0.0.1', port: PORT, user: 'root' });
    await admin.query('CREATE DATABASE outage CHARACTER SET utf8mb4');
    await admin.end();
    t = await createTestApp({
      DB_TYPE: 'mysql',
      DB_HOST: '127.0.0.1',
      DB_PORT: String(PORT),
      DB_USER: 'root',
      DB_PASSWORD: '',
      DB_NAME: 'outage',
    });
  }, 120_000);

  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await db?.destroy();
  });

  it('answers 503 while the database is down and recovers by itself, losing no acknowledged write', async () => {
    const agent = request.agent(t.http);
    const acknowledged: string[] = [];
    const first = registrationFields();
    await agent.post('/api/register').send(first).expect(201);
    acknowledged.push(first.username as string);
    for (let i = 0; i < 5; i++) {
      const fields = registrationFields();
      await request(t.http).post('/api/register').send(fields).expect(201);
      acknowledged.push(fields.username as string);
    }

    await db.kill();

    const during = await agent.get('/api/user');
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ statusCode: 503, message: 'The service is temporarily unavailable. Please try again shortly.' });
    const write = await request(t.http).post('/api/register').send(registrationFields());
    expect(write.status).toBe(503);
    expect(write.body.message).toBe('The service is temporarily unavailable. Please try again shortly.');
    const health = await request(t.http).get('/api/health').expect(503);
    expect(health.body).toMatchObject({ status: 'error', database: 'down' });

    await db.start();

    // No restart of the app: the pool reconnects on its own.
    let recovered = false;
    for (let i = 0; i < 50 && !recovered; i++) {
      const res = await request(t.http).get('/api/health');
      recovered = res.status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
    await agent.get('/api/user').expect(200);

    const rows = (await t.dataSource.query('SELECT username FROM users')) as Array<{ username: string }>;
    expect(rows.map((r) => r.username).sort()).toEqual([...acknowledged].sort());
  }, 120_000);
});

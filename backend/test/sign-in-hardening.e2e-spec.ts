import request from 'supertest';
import { DEVICE_COOKIE } from '../src/auth/login-throttle.service';
import { UsersService } from '../src/users/users.service';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from './support/test-app';

const login = (t: TestApp, username: string, password: string, cookie?: string) => {
  const req = request(t.http).post('/api/login');
  if (cookie) req.set('Cookie', cookie);
  return req.send({ username, password });
};

function deviceCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const found = cookies.find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  if (!found) throw new Error('no device cookie was set');
  return found.split(';')[0];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One canonical form for usernames; byte-exact comparison on MariaDB too. */
describe('Canonical usernames and byte-exact comparison', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_USERNAME: '3', LOGIN_DELAY_BASE_SECONDS: '60' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('refuses spellings that could never have been registered, even with the right password', async () => {
    await request(t.http)
      .post('/api/register')
      .send(registrationFields({ username: 'demo', email: 'demo@example.co.za' }))
      .expect(201);
    for (const spelling of ['dèmo', 'démo', 'de\u00ADmo', 'demo\u200B', 'ｄｅｍｏ', 'demo\u0000']) {
      const res = await login(t, spelling, DEFAULT_PASSWORD).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    }
    // The canonical form still signs in, whatever its ASCII case and surrounding spaces.
    await login(t, '  DEMO ', DEFAULT_PASSWORD).expect(200);
  });

  it('gives odd spellings no budget of their own: once "demo" is delayed, "Demo " is too', async () => {
    await request(t.http)
      .post('/api/register')
      .send(registrationFields({ username: 'demo', email: 'demo@example.co.za' }))
      .expect(201);
    for (let i = 0; i < 3; i++) await login(t, 'demo', `wrong-${i}-guess`).expect(401);
    await login(t, 'Demo ', DEFAULT_PASSWORD).expect(429);
    await login(t, 'dèmo', DEFAULT_PASSWORD).expect(401);
  });

  it('finds accounts byte for byte: "dèmo" is not "demo", "dèmo@…" is not "demo@…"', async () => {
    await request(t.http)
      .post('/api/register')
      .send(registrationFields({ username: 'demo', email: 'demo@example.co.za' }))
      .expect(201);
    const users = t.app.get(UsersService);
    expect(await users.findByUsername('dèmo')).toBeNull();
    expect(await users.findByEmail('dèmo@example.co.za')).toBeNull();
    expect(await users.findByEmail('DEMO@example.co.za')).not.toBeNull();
    // So a look-alike address is its own address, not "already taken" (nor a way to learn that demo@ exists).
    await request(t.http)
      .post('/api/register')
      .send(registrationFields({ username: 'other', email: 'dèmo@example.co.za' }))
      .expect(201);
  });
});

/** Failures only count, a growing delay instead of a wall, and device cookies. */
describe('Sign-in lockout cannot be abused', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_USERNAME: '3', LOGIN_DELAY_BASE_SECONDS: '1', LOGIN_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('never counts successful sign-ins: ten in a row all succeed', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    for (let i = 0; i < 10; i++) await login(t, fields.username as string, DEFAULT_PASSWORD).expect(200);
  });

  it('answers with a delay that doubles after each further failure, not a wall', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const username = fields.username as string;
    for (let i = 0; i < 3; i++) await login(t, username, `wrong-${i}-guess`).expect(401);

    let res = await login(t, username, 'wrong-again').expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many failed sign-in attempts for this account. Please wait 1 second and try again.',
    });
    expect(res.headers['retry-after']).toBe('1');

    await sleep(1100);
    await login(t, username, 'wrong-again').expect(401);
    res = await login(t, username, 'wrong-again').expect(429);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body.message).toBe('Too many failed sign-in attempts for this account. Please wait 2 seconds and try again.');

    // Once the delay has passed the owner signs in: a delay, never a lock.
    await sleep(2100);
    await login(t, username, DEFAULT_PASSWORD).expect(200);
  });

  it('lets only one of many simultaneous attempts through once the delay has passed', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const username = fields.username as string;
    for (let i = 0; i < 3; i++) await login(t, username, `wrong-${i}-guess`).expect(401);
    await sleep(1100);
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => login(t, username, `burst-${i}-guess`)));
    expect(burst.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it('keeps a separate budget for a browser that has signed in before (device cookie)', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const username = fields.username as string;
    const owner = deviceCookie(await login(t, username, DEFAULT_PASSWORD).expect(200));

    // An attacker elsewhere guesses until the account is delayed for untrusted browsers.
    for (let i = 0; i < 3; i++) await login(t, username, `attack-${i}-guess`).expect(401);
    await login(t, username, DEFAULT_PASSWORD).expect(429);

    // The owner's browser is not locked out.
    await login(t, username, DEFAULT_PASSWORD, owner).expect(200);
    // A device cookie for another account, or a forged one, buys nothing.
    await login(t, username, DEFAULT_PASSWORD, `${DEVICE_COOKIE}=${owner.split('=')[1].replace(/.$/, 'x')}`).expect(429);
  });

  it('delays a trusted browser too once it fails on its own', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const username = fields.username as string;
    const device = deviceCookie(await login(t, username, DEFAULT_PASSWORD).expect(200));
    for (let i = 0; i < 3; i++) await login(t, username, `typo-${i}-guess`, device).expect(401);
    await login(t, username, DEFAULT_PASSWORD, device).expect(429);
    // Untrusted browsers' budget was untouched by the device's failures.
    await login(t, username, DEFAULT_PASSWORD).expect(200);
  });
});

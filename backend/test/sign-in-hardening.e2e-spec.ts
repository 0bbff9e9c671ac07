import request from 'supertest';
import { ActivityLog } from '../src/activity/activity-log.entity';
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

/** The one name field takes the username or the email address; both count against one budget. */
describe('Sign-in by username or email address (docs/auth-and-accounts.md)', () => {
  let t: TestApp;
  const WRONG = { statusCode: 401, message: 'Invalid username or password' };

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_USERNAME: '3', LOGIN_DELAY_BASE_SECONDS: '60', LOGIN_LIMIT_PER_IP: '1000' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function registered(username = 'thandi.m'): Promise<{ id: number; username: string; email: string }> {
    const res = await request(t.http)
      .post('/api/register')
      .send(registrationFields({ username, email: `${username}@example.co.za` }))
      .expect(201);
    return res.body as { id: number; username: string; email: string };
  }

  it('signs in with the email address in any case and with surrounding spaces, as the same account', async () => {
    const user = await registered();
    for (const typed of ['thandi.m@example.co.za', 'Thandi.M@Example.CO.ZA', '  THANDI.M@EXAMPLE.CO.ZA ']) {
      const res = await login(t, typed, DEFAULT_PASSWORD).expect(200);
      expect(res.body).toMatchObject({ id: user.id, username: 'thandi.m', email: 'thandi.m@example.co.za', emailVerified: false });
      // The session is the account's: the next request knows who it is.
      const me = await request(t.http)
        .get('/api/user')
        .set('Cookie', ([] as string[]).concat(res.headers['set-cookie'] ?? []))
        .expect(200);
      expect(me.body.id).toBe(user.id);
    }
    expect(await t.dataSource.getRepository(ActivityLog).count({ where: { userId: user.id, action: 'login' } })).toBe(3);
  });

  it('answers a wrong password, an unknown address and a look-alike address exactly as a wrong username', async () => {
    await registered();
    const answers = [
      await login(t, 'thandi.m', 'wrong-password-1'),
      await login(t, 'nobody', DEFAULT_PASSWORD),
      await login(t, 'thandi.m@example.co.za', 'wrong-password-2'),
      await login(t, 'nobody@example.co.za', DEFAULT_PASSWORD),
      await login(t, 'thandí.m@example.co.za', DEFAULT_PASSWORD),
      await login(t, 'thandi.m@example.co.za.', DEFAULT_PASSWORD),
      await login(t, 'not an address@', DEFAULT_PASSWORD),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(WRONG);
    }
  });

  it('does not sign in with an address asked for but not yet confirmed', async () => {
    const user = await registered();
    const cookie = ([] as string[]).concat((await login(t, 'thandi.m', DEFAULT_PASSWORD).expect(200)).headers['set-cookie'] ?? []);
    await request(t.http)
      .post('/api/user/change-email')
      .set('Cookie', cookie)
      .send({ newEmail: 'thandi.new@example.co.za', password: DEFAULT_PASSWORD })
      .expect(200);
    expect((await login(t, 'thandi.new@example.co.za', DEFAULT_PASSWORD).expect(401)).body).toEqual(WRONG);
    expect((await login(t, 'thandi.m@example.co.za', DEFAULT_PASSWORD).expect(200)).body.id).toBe(user.id);
  });

  it('counts failures by username and by email address against one budget: alternating buys nothing', async () => {
    await registered();
    await login(t, 'thandi.m', 'wrong-guess-1').expect(401);
    await login(t, 'Thandi.M@example.co.za', 'wrong-guess-2').expect(401);
    await login(t, 'THANDI.M', 'wrong-guess-3').expect(401);
    // The fourth attempt waits, whichever name it uses, the right password included.
    for (const typed of ['thandi.m@example.co.za', 'thandi.m']) {
      const res = await login(t, typed, DEFAULT_PASSWORD).expect(429);
      expect(res.body.message).toMatch(
        /^Too many failed sign-in attempts for this account\. Please wait (1 minutes|\d\d seconds) and try again\.$/,
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(50);
    }
  });

  it('delays the account by email after failures by username only, and the reverse', async () => {
    await registered('thandi.m');
    await registered('sipho.d');
    for (let i = 0; i < 3; i++) await login(t, 'thandi.m@example.co.za', `wrong-${i}-guess`).expect(401);
    await login(t, 'thandi.m', DEFAULT_PASSWORD).expect(429);
    for (let i = 0; i < 3; i++) await login(t, 'sipho.d', `wrong-${i}-guess`).expect(401);
    await login(t, 'sipho.d@example.co.za', DEFAULT_PASSWORD).expect(429);
  });

  it('gives an unknown address one budget whatever its case, and the same delay answer as an account', async () => {
    await registered();
    await login(t, 'nobody@example.co.za', 'wrong-guess-1').expect(401);
    await login(t, 'NOBODY@example.co.za', 'wrong-guess-2').expect(401);
    await login(t, ' Nobody@Example.co.za ', 'wrong-guess-3').expect(401);
    const res = await login(t, 'nobody@example.co.za', 'wrong-guess-4').expect(429);
    expect(res.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Please wait /);
    // Another account is untouched.
    await login(t, 'thandi.m@example.co.za', DEFAULT_PASSWORD).expect(200);
  });

  it("keeps a trusted browser's budget across both names: a device cookie from a username sign-in serves the email", async () => {
    await registered();
    const device = deviceCookie(await login(t, 'thandi.m', DEFAULT_PASSWORD).expect(200));
    for (let i = 0; i < 3; i++) await login(t, 'thandi.m@example.co.za', `attack-${i}-guess`).expect(401);
    await login(t, 'thandi.m@example.co.za', DEFAULT_PASSWORD).expect(429);
    await login(t, 'thandi.m@example.co.za', DEFAULT_PASSWORD, device).expect(200);
    await login(t, 'thandi.m', DEFAULT_PASSWORD, device).expect(200);
    // And the cookie set after an email sign-in names the account, so it serves the username too.
    const byEmail = deviceCookie(await login(t, 'thandi.m@example.co.za', DEFAULT_PASSWORD, device).expect(200));
    await login(t, 'thandi.m', DEFAULT_PASSWORD, byEmail).expect(200);
  });
});

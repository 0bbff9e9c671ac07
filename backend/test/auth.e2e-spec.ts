import request from 'supertest';
import { User } from '../src/users/user.entity';
import { UsersService } from '../src/users/users.service';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from './support/test-app';

function sessionCookie(res: request.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('sid='));
}

describe('Authentication (register, login, logout, current user)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('registers, reads the user, logs out and gets 401 again', async () => {
    const agent = request.agent(t.http);
    const fields = registrationFields({
      firstName: 'Thandi',
      lastName: 'Nkosi',
      businessType: 'private_company',
      annualRevenue: '1m_5m',
      numberOfEmployees: 4,
    });
    const reg = await agent.post('/api/register').send(fields).expect(201);
    expect(reg.body).toMatchObject({
      username: fields.username,
      email: fields.email,
      firstName: 'Thandi',
      role: 'client',
      isStaff: false,
      country: 'South Africa',
      companyEmployees: [],
    });
    expect(reg.body).not.toHaveProperty('password');
    expect(JSON.stringify(reg.body)).not.toContain('$argon2');

    const me = await agent.get('/api/user').expect(200);
    expect(me.body.username).toBe(fields.username);

    const out = await agent.post('/api/logout').expect(200);
    expect(out.body).toEqual({ message: 'You have been logged out successfully' });
    const after = await agent.get('/api/user').expect(401);
    expect(after.body).toEqual({ statusCode: 401, message: 'Please sign in to continue' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const row = await t.dataSource.getRepository(User).findOneByOrFail({ username: fields.username as string });
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain(DEFAULT_PASSWORD);
  });

  it('logs in with the right password and records lastLogin', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const agent = request.agent(t.http);
    const res = await agent.post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
    expect(res.body.username).toBe(fields.username);
    expect(res.body.lastLogin).toBeTruthy();
    await agent.get('/api/user').expect(200);
  });

  it('answers 401 "Invalid username or password" for a wrong password or an unknown user', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const wrong = await request(t.http).post('/api/login').send({ username: fields.username, password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    const unknown = await request(t.http).post('/api/login').send({ username: 'nobody-here', password: 'whatever123' }).expect(401);
    expect(unknown.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
  });

  it('gives the field messages for a login without username or password', async () => {
    const res = await request(t.http).post('/api/login').send({}).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Username is required',
      errors: { username: 'Username is required', password: 'Password is required' },
    });
    const onlyPassword = await request(t.http).post('/api/login').send({ username: 'someone', password: '' }).expect(400);
    expect(onlyPassword.body.errors).toEqual({ password: 'Password is required' });
  });

  it('validates every registration field with a readable message', async () => {
    const res = await request(t.http).post('/api/register').send({}).expect(400);
    expect(res.body.errors).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      acceptTerms: 'Please accept the terms of service and the privacy policy',
    });

    const bad = await request(t.http)
      .post('/api/register')
      .send({
        username: 'ab',
        email: 'not-an-email',
        password: 'short',
        businessType: 'pirate',
        annualRevenue: 'lots',
        numberOfEmployees: -1,
        acceptTerms: true,
      })
      .expect(400);
    expect(bad.body.errors).toEqual({
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      businessType: 'Please choose a business type from the list',
      annualRevenue: 'Please choose an annual revenue range from the list',
      numberOfEmployees: 'Number of employees cannot be negative',
    });

    const chars = await request(t.http)
      .post('/api/register')
      .send(registrationFields({ username: 'bad name!' }))
      .expect(400);
    expect(chars.body.errors.username).toBe('Username may contain only letters, numbers, dots, dashes and underscores');
  });

  it('needs the unticked consent box ticked, and stores when and to which policy version (POPIA)', async () => {
    for (const acceptTerms of [undefined, false, 'true', 1]) {
      const res = await request(t.http).post('/api/register').send(registrationFields({ acceptTerms })).expect(400);
      expect(res.body.errors).toEqual({ acceptTerms: 'Please accept the terms of service and the privacy policy' });
    }
    expect(await t.dataSource.getRepository(User).count()).toBe(0);

    const before = Date.now();
    const fields = registrationFields();
    const reg = await request(t.http).post('/api/register').send(fields).expect(201);
    expect(reg.body.termsVersion).toBe('2026-11-24');
    expect(Date.parse(reg.body.termsAcceptedAt)).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.dataSource.getRepository(User).findOneByOrFail({ username: fields.username as string });
    expect(row.termsVersion).toBe('2026-11-24');
    expect(row.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const log = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ userId: row.id, action: 'register' });
    expect(log.details).toEqual({ termsVersion: '2026-11-24' });
  });

  it('refuses fields that are not part of registration, such as role or isStaff', async () => {
    const res = await request(t.http)
      .post('/api/register')
      .send(registrationFields({ role: 'admin', isStaff: true }))
      .expect(400);
    expect(res.body.errors).toEqual({ role: 'property role should not exist', isStaff: 'property isStaff should not exist' });
    expect(await t.dataSource.getRepository(User).count()).toBe(0);
  });

  it('answers 409 for a username or email already in use, whatever the case', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const sameName = await request(t.http)
      .post('/api/register')
      .send(registrationFields({ username: (fields.username as string).toUpperCase() }))
      .expect(409);
    expect(sameName.body).toEqual({ statusCode: 409, message: 'That username is already taken', code: 'auth.username_taken' });
    const sameEmail = await request(t.http)
      .post('/api/register')
      .send(registrationFields({ email: (fields.email as string).toUpperCase() }))
      .expect(409);
    expect(sameEmail.body).toEqual({
      statusCode: 409,
      message: 'An account with that email address already exists',
      code: 'auth.email_taken',
    });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and renews the session id at login', async () => {
    const fields = registrationFields();
    const reg = await request(t.http).post('/api/register').send(fields).expect(201);
    const first = sessionCookie(reg)!;
    expect(first).toMatch(/HttpOnly/);
    expect(first).toMatch(/SameSite=Lax/);
    expect(first).not.toMatch(/Secure/);

    const login = await request(t.http)
      .post('/api/login')
      .set('Cookie', first.split(';')[0])
      .send({ username: fields.username, password: DEFAULT_PASSWORD })
      .expect(200);
    const second = sessionCookie(login)!;
    expect(second.split(';')[0]).not.toBe(first.split(';')[0]);
    // The old id is dead: it no longer signs anybody in.
    await request(t.http).get('/api/user').set('Cookie', first.split(';')[0]).expect(401);
    await request(t.http).get('/api/user').set('Cookie', second.split(';')[0]).expect(200);
  });

  it('sets a readable signed-in hint (no credential) at registration and login, and clears it at logout', async () => {
    const fields = registrationFields();
    const reg = await request(t.http).post('/api/register').send(fields).expect(201);
    const hint = ([] as string[]).concat(reg.headers['set-cookie'] ?? []).find((c) => c.startsWith('signed_in='))!;
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    const login = await request(t.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
    const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('signed_in=1;'))).toBe(true);
    const out = await request(t.http).post('/api/logout').set('Cookie', sessionCookie(login)!.split(';')[0]).expect(200);
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => /^signed_in=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
    expect(cleared.some((c) => /^sid=;.*Expires=Thu, 01 Jan 1970/.test(c))).toBe(true);
  });

  it('destroys the session at logout, so a copied cookie is useless afterwards', async () => {
    const reg = await request(t.http).post('/api/register').send(registrationFields()).expect(201);
    const cookie = sessionCookie(reg)!.split(';')[0];
    await request(t.http).post('/api/logout').set('Cookie', cookie).expect(200);
    await request(t.http).get('/api/user').set('Cookie', cookie).expect(401);
    const rows = (await t.dataSource.query('SELECT COUNT(*) AS n FROM sessions')) as Array<{ n: number | string }>;
    expect(Number(rows[0].n)).toBe(0);
  });

  it("reads a signed-in request's session and user in one statement, and still sees the current user row", async () => {
    const agent = request.agent(t.http);
    const fields = registrationFields();
    await agent.post('/api/register').send(fields).expect(201);
    const users = t.app.get(UsersService);
    const separateReads = jest.spyOn(users, 'findForSession');
    // Every statement passes the data source's logger, whether or not logging is on.
    const logged = jest.spyOn(t.dataSource.logger, 'logQuery');
    const statements = () => logged.mock.calls.map(([sql]) => sql);
    try {
      await t.dataSource.getRepository(User).update({ username: fields.username as string }, { firstName: 'Renamed' });
      logged.mockClear();
      const me = await agent.get('/api/user').expect(200);
      expect(me.body.firstName).toBe('Renamed');
      expect(separateReads).not.toHaveBeenCalled();
      expect(statements().filter((sql) => /\bsessions\b/.test(sql) && /^\s*SELECT/i.test(sql))).toHaveLength(1);
      expect(statements().filter((sql) => /FROM\s+[`"]?users[`"]?\s+[`"]?u[`"]?\s+WHERE/i.test(sql))).toHaveLength(0);
    } finally {
      logged.mockRestore();
      separateReads.mockRestore();
    }
  });

  it('re-sends the session cookie and writes the session row only once the idle deadline has moved by a minute', async () => {
    const reg = await request(t.http).post('/api/register').send(registrationFields()).expect(201);
    const cookie = sessionCookie(reg)!.split(';')[0];
    const sid = decodeURIComponent(cookie.slice('sid='.length)).slice(2).split('.')[0];
    const stored = async () =>
      Number(
        ((await t.dataSource.query('SELECT expiresAt FROM sessions WHERE id = ?', [sid])) as Array<{ expiresAt: number | string }>)[0]
          .expiresAt,
      );
    const logged = jest.spyOn(t.dataSource.logger, 'logQuery');
    const writes = () => logged.mock.calls.map(([sql]) => sql).filter((sql) => /\bsessions\b/.test(sql) && !/^\s*SELECT/i.test(sql));
    try {
      // Just signed in: the deadline in the row and the cookie are fresh, so a read changes neither.
      const before = await stored();
      logged.mockClear();
      const fresh = await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
      expect(sessionCookie(fresh)).toBeUndefined();
      expect(writes()).toEqual([]);
      expect(await stored()).toBe(before);

      // Two minutes of idling later (the stored deadline is that much behind), the next request
      // pushes it forward in the row and in the browser.
      await t.dataSource.query('UPDATE sessions SET expiresAt = ? WHERE id = ?', [before - 120_000, sid]);
      logged.mockClear();
      const start = Date.now();
      const later = await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
      const sent = sessionCookie(later);
      expect(sent?.split(';')[0]).toBe(cookie);
      const expires = Date.parse(/Expires=([^;]+)/.exec(sent ?? '')?.[1] ?? '');
      expect(expires).toBeGreaterThanOrEqual(Math.floor(start / 1000) * 1000 + 30 * 60_000 - 1000);
      expect(writes()).toHaveLength(1);
      expect(await stored()).toBeGreaterThanOrEqual(start + 30 * 60_000);
      // Revocation is still immediate: the row is read on every request.
      await t.dataSource.query('DELETE FROM sessions WHERE id = ?', [sid]);
      await request(t.http).get('/api/user').set('Cookie', cookie).expect(401);
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a cross-site state-changing request (CSRF) but accepts a same-origin one', async () => {
    const evil = await request(t.http)
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'x', password: 'y' })
      .expect(403);
    expect(evil.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
    await request(t.http).post('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await request(t.http).post('/api/logout').set('Sec-Fetch-Site', 'same-origin').expect(200);
    await request(t.http).post('/api/logout').set('Origin', 'http://localhost:3000').expect(200);
  });
});

describe('Login rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LIMIT_PER_USERNAME: '3', LOGIN_LIMIT_PER_IP: '6' });
  });
  afterAll(() => t.close());

  it('answers 429 after too many failed attempts for one username, with a message the toast can show', async () => {
    for (let i = 0; i < 3; i++) {
      await request(t.http)
        .post('/api/login')
        .send({ username: 'victim', password: `guess-${i}-xx` })
        .expect(401);
    }
    const res = await request(t.http).post('/api/login').send({ username: 'VICTIM', password: 'guess-again' }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many failed sign-in attempts for this account. Please wait 5 seconds and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBe(5);
  });

  it('limits failed attempts per IP across usernames', async () => {
    // Three failures above, three here: the IP's six are used; refused attempts did not count.
    for (let i = 0; i < 3; i++) {
      await request(t.http)
        .post('/api/login')
        .send({ username: `other-${i}`, password: 'guess-guess' })
        .expect(401);
    }
    const res = await request(t.http).post('/api/login').send({ username: 'another-one', password: 'guess-guess' }).expect(429);
    expect(res.body.message).toBe('Too many failed sign-in attempts from your network. Please wait a few minutes and try again.');
  });
});

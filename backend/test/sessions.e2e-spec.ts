import { randomBytes } from 'node:crypto';
import { sign } from 'cookie-signature';
import request from 'supertest';
import { AppConfig } from '../src/config/app-config';
import { APP_CONFIG } from '../src/config/config.module';
import { TypeormSessionStore } from '../src/session/typeorm-session.store';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from './support/test-app';

/**
 * The session layer (src/session/session-middleware.ts, docs/security.md "Sessions"): what the
 * cookie, the row and the answer look like around it. The sign-in flows themselves are in
 * auth.e2e-spec.ts, sign-in-paths.e2e-spec.ts and account-security.e2e-spec.ts.
 */

function sessionCookie(res: request.Response): string | undefined {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sid='));
}

function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie.split(';')[0].slice('sid='.length)).slice(2).split('.')[0];
}

interface Row {
  data: string;
  userId: number | string | null;
  expiresAt: number | string;
}

describe('Sessions', () => {
  let t: TestApp;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp();
    secret = t.app.get<AppConfig>(APP_CONFIG).session.secret;
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const rowOf = async (sid: string): Promise<Row | undefined> =>
    ((await t.dataSource.query('SELECT data, userId, expiresAt FROM sessions WHERE id = ?', [sid])) as Row[])[0];
  const sessionCount = async (): Promise<number> =>
    Number(((await t.dataSource.query('SELECT COUNT(*) AS n FROM sessions')) as Array<{ n: number | string }>)[0].n);

  async function signedIn(): Promise<{ cookie: string; sid: string; userId: number }> {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    const login = await request(t.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
    const cookie = sessionCookie(login)!.split(';')[0];
    const sid = sessionIdOf(cookie);
    return { cookie, sid, userId: Number((await rowOf(sid))!.userId) };
  }

  it('keeps a session stored under express-session: the same cookie signs in, and its row loses the retired fields', async () => {
    const { userId } = await signedIn();
    // A row and a cookie exactly as express-session 1.19 and passport 0.7 wrote them.
    const sid = randomBytes(24).toString('base64url');
    const now = Date.now();
    const data = {
      cookie: { originalMaxAge: 1_800_000, expires: new Date(now + 1_800_000).toISOString(), httpOnly: true, path: '/', sameSite: 'lax' },
      passport: { user: userId },
      authenticatedAt: now - 60_000,
      device: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', ip: '192.0.2.7', signedInAt: now - 60_000, method: 'password' },
      idleUntil: now + 1_800_000,
    };
    await t.dataSource.query('INSERT INTO sessions (id, expiresAt, userId, businessId, data, lastActiveAt) VALUES (?, ?, ?, NULL, ?, ?)', [
      sid,
      now + 1_800_000,
      userId,
      JSON.stringify(data),
      now,
    ]);
    const cookie = `sid=${encodeURIComponent(`s:${sign(sid, secret)}`)}`;

    const me = await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
    expect(me.body.username).toBeDefined();
    const row = (await rowOf(sid))!;
    expect(JSON.parse(row.data)).toEqual({ authenticatedAt: data.authenticatedAt, device: data.device });
    expect(Number(row.userId)).toBe(userId);
    // The row was written, so the browser is given the cookie again with a fresh expiry.
    expect(sessionCookie(me)?.split(';')[0]).toBe(cookie);
    await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('treats a cookie without a valid signature as no session, and leaves the row alone', async () => {
    const { cookie, sid } = await signedIn();
    const before = (await rowOf(sid))!;
    const forged = `sid=${encodeURIComponent(`s:${sign(sid, 'a different secret of more than thirty-two characters')}`)}`;
    for (const attempt of [
      forged,
      `sid=${sid}`,
      `sid=${encodeURIComponent(`s:${sid}`)}`,
      `sid=${encodeURIComponent(`s:${sid}.`)}`,
      'sid=%E0%A4%A',
    ]) {
      const res = await request(t.http).get('/api/user').set('Cookie', attempt).expect(401);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(await rowOf(sid)).toEqual(before);
    await request(t.http).get('/api/user').set('Cookie', cookie).expect(200);
  });

  it('stores no session and sends no cookie for a request that put nothing in its session', async () => {
    const fields = registrationFields();
    await request(t.http).post('/api/register').send(fields).expect(201);
    await t.dataSource.query('DELETE FROM sessions');
    const refused = await request(t.http).post('/api/login').send({ username: fields.username, password: 'not-the-password' }).expect(401);
    expect(sessionCookie(refused)).toBeUndefined();
    expect(await sessionCount()).toBe(0);
  });

  it('writes the signed-in session before the answer leaves, even when the database is slow', async () => {
    const store = t.app.get(TypeormSessionStore);
    const write = store.write.bind(store);
    const slowWrite = jest.spyOn(store, 'write').mockImplementation(async (sid, session) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await write(sid, session);
    });
    try {
      const fields = registrationFields();
      await request(t.http).post('/api/register').send(fields).expect(201);
      const login = await request(t.http).post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
      const row = (await rowOf(sessionIdOf(sessionCookie(login)!)))!;
      // The fields set after the id changed (the sign-in time, the device) are in the row already.
      expect(Object.keys(JSON.parse(row.data)).sort()).toEqual(['authenticatedAt', 'device']);
      expect(row.userId).not.toBeNull();
    } finally {
      slowWrite.mockRestore();
    }
  });

  it('keeps the device details under the new id when a password change renews the session', async () => {
    const { cookie, sid } = await signedIn();
    const before = JSON.parse((await rowOf(sid))!.data) as Record<string, unknown>;
    const changed = await request(t.http)
      .post('/api/user/change-password')
      .set('Cookie', cookie)
      .send({ currentPassword: DEFAULT_PASSWORD, newPassword: 'An0ther-l0ng-passphrase!' });
    expect(changed.status).toBe(200);
    const renewed = sessionCookie(changed)!.split(';')[0];
    expect(renewed).not.toBe(cookie);
    expect(await rowOf(sid)).toBeUndefined();
    expect(JSON.parse((await rowOf(sessionIdOf(renewed)))!.data)).toEqual(before);
    await request(t.http).get('/api/user').set('Cookie', cookie).expect(401);
    await request(t.http).get('/api/user').set('Cookie', renewed).expect(200);
  });

  it('serves one session from two instances, and a sign-out on one ends it on the other at once', async () => {
    const other = await createTestApp({}, { reset: false });
    try {
      const { cookie } = await signedIn();
      await request(other.http).get('/api/user').set('Cookie', cookie).expect(200);
      await request(other.http).post('/api/logout').set('Cookie', cookie).expect(200);
      await request(t.http).get('/api/user').set('Cookie', cookie).expect(401);
    } finally {
      await other.close();
    }
  });
});

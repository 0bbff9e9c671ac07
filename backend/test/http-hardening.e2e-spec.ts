import { Socket, createConnection } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { proxyWarnings } from '../src/app.setup';
import { loadConfig } from '../src/config/app-config';
import { STAFF_SUITE_ENV, staffAgent, clientAgent } from './support/staff-fixtures';
import { createTestApp, registrationFields, TestApp } from './support/test-app';
import { scaled } from './support/time-scale';

function cookies(res: request.Response): string[] {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []);
}

/** No private API reply may be kept by a browser cache or a proxy. */
describe('Cache-Control on API replies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());

  it('sends private, no-store on every private reply: user, sign-in, lists, staff routes, errors', async () => {
    const fields = registrationFields();
    const reg = await request(t.http).post('/api/register').send(fields).expect(201);
    expect(reg.headers['cache-control']).toBe('private, no-store');
    const login = await request(t.http).post('/api/login').send({ username: fields.username, password: fields.password }).expect(200);
    expect(login.headers['cache-control']).toBe('private, no-store');

    const client = await clientAgent(t);
    const admin = await staffAgent(t, 'admin');
    const replies: Array<[string, request.Response]> = [
      ['GET /api/user', await client.agent.get('/api/user')],
      ['PATCH /api/user', await client.agent.patch('/api/user').send({ city: 'Cape Town' })],
      ['GET /api/subscriptions', await client.agent.get('/api/subscriptions')],
      ['GET /api/document-requests', await client.agent.get('/api/document-requests')],
      ['GET /api/staff/clients', await admin.agent.get('/api/staff/clients')],
      ['GET /api/staff/clients/:id', await admin.agent.get(`/api/staff/clients/${client.user.businessId}`)],
      ['GET /api/user signed out', await request(t.http).get('/api/user')],
      ['POST /api/login wrong', await request(t.http).post('/api/login').send({ username: 'nobody', password: 'wrong-password' })],
      ['GET /api/no-such-route', await request(t.http).get('/api/no-such-route')],
    ];
    for (const [label, res] of replies) expect([label, res.headers['cache-control']]).toEqual([label, 'private, no-store']);
  });

  it('lets the public catalogue be cached (revalidated by its ETag)', async () => {
    const res = await request(t.http).get('/api/services').expect(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeDefined();
  });
});

/** The session cookie is Secure whenever the public address is https. */
describe('Secure cookie behind an https proxy', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https, even without TRUST_PROXY', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://portal.example.co.za', TRUST_PROXY: '' });
    try {
      const res = await request(t.http).post('/api/register').send(registrationFields()).expect(201);
      const sid = cookies(res).find((c) => c.startsWith('sid='));
      expect(sid).toMatch(/;\s*Secure/i);
      expect(sid).toMatch(/;\s*HttpOnly/i);
    } finally {
      await t.close();
    }
  });

  it('keeps plain-http development working without Secure', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    try {
      const res = await request(t.http).post('/api/register').send(registrationFields()).expect(201);
      expect(cookies(res).find((c) => c.startsWith('sid='))).not.toMatch(/Secure/i);
    } finally {
      await t.close();
    }
  });

  it('warns at boot when the proxy setting hides the scheme', () => {
    const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };
    expect(proxyWarnings(loadConfig({ ...base, PUBLIC_URL: 'https://portal.example.co.za' }))).toEqual([
      expect.stringContaining('PUBLIC_URL is https but TRUST_PROXY is not set'),
    ]);
    expect(proxyWarnings(loadConfig({ ...base, PUBLIC_URL: 'https://portal.example.co.za', TRUST_PROXY: '1' }))).toEqual([]);
    expect(proxyWarnings(loadConfig({ ...base, PUBLIC_URL: 'http://localhost:3000' }))).toEqual([]);
  });
});

/** The CSRF fallback (browsers without Fetch Metadata) compares the scheme too. */
describe('Cross-origin check compares schemes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://portal.example.co.za' });
  });
  afterAll(() => t.close());

  it('refuses an Origin with the right host but another scheme, and accepts the same origin', async () => {
    const res = await request(t.http)
      .post('/api/register')
      .set('Host', 'intranet.example.co.za')
      .set('Origin', 'https://intranet.example.co.za')
      .send(registrationFields())
      .expect(403);
    expect(res.body).toEqual({ statusCode: 403, message: 'Cross-site request refused' });
    await request(t.http)
      .post('/api/register')
      .set('Host', 'intranet.example.co.za')
      .set('Origin', 'http://intranet.example.co.za')
      .send(registrationFields())
      .expect(201);
  });
});

/** Slow clients are cut off on purpose, and one instance bounds its connections. */
describe('Slow clients and connection bounds', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ HTTP_HEADERS_TIMEOUT_SECONDS: '1', HTTP_REQUEST_TIMEOUT_SECONDS: '10', HTTP_MAX_CONNECTIONS: '3' });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    port = (t.http.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const s = createConnection(port, '127.0.0.1', () => resolve(s));
      s.on('error', reject);
    });
  /** Everything the server sends until it closes the connection (or the wait ends: then null). */
  const untilClosed = (s: Socket, waitMs: number) =>
    new Promise<string | null>((resolve) => {
      let data = '';
      s.on('data', (c: Buffer) => (data += c.toString()));
      s.on('error', () => undefined);
      const timer = setTimeout(() => resolve(null), waitMs);
      s.on('close', () => {
        clearTimeout(timer);
        resolve(data);
      });
    });

  it('applies the configured timeouts to the server', () => {
    expect(t.http.headersTimeout).toBe(1_000);
    expect(t.http.requestTimeout).toBe(10_000);
    expect(t.http.keepAliveTimeout).toBe(65_000);
    expect(t.http.maxConnections).toBe(3);
    const defaults = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' }).http;
    expect(defaults).toEqual({
      requestTimeoutMs: 600_000,
      headersTimeoutMs: 20_000,
      keepAliveTimeoutMs: 65_000,
      maxConnections: 1024,
      turnBudgetMs: 1,
    });
  });

  it('answers 408 and closes a connection whose headers never finish', async () => {
    const s = await open();
    s.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const drip = setInterval(() => s.writable && s.write('a'), 200);
    const got = await untilClosed(s, 8_000);
    clearInterval(drip);
    expect(got).not.toBeNull();
    expect(got).toMatch(/^HTTP\/1\.1 408/);
  });

  it(
    'answers 408 and closes a connection whose body trickles in past the request timeout',
    async () => {
      const s = await open();
      const started = Date.now();
      s.write('POST /api/waitlist HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":"');
      const drip = setInterval(() => s.writable && s.write('a'), 200);
      const got = await untilClosed(s, 15_000);
      clearInterval(drip);
      expect(got).toMatch(/^HTTP\/1\.1 408/);
      // HTTP_REQUEST_TIMEOUT_SECONDS is 10 here: not before it (and, above, within 15 s rather than Node's old 300 s).
      expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    },
    scaled(20_000),
  );

  it('refuses connections beyond the bound and serves again once they close', async () => {
    const held = [await open(), await open(), await open()];
    // Written in full so the server counts them, but kept open.
    for (const s of held) s.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((r) => setTimeout(r, 200));
    const extra = await open();
    extra.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await untilClosed(extra, 5_000)).toBe('');
    for (const s of held) s.destroy();
    await new Promise((r) => setTimeout(r, 200));
    await request(`http://127.0.0.1:${port}`).get('/api/health').expect(200);
  });
});

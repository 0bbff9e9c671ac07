import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Document } from '../src/documents/document.entity';
import { fileStorage, PDF, storedDocumentKeys } from './support/documents-fixtures';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, signedInAgent, TestApp } from './support/test-app';
import { eventually } from './support/staff-fixtures';

const MB = 1024 * 1024;

/** A file of `bytes` that passes as a PDF. */
const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(Math.max(0, bytes - PDF.length), 0x20)]);

/** A per-client storage quota checked before bytes are stored, and an upload rate limit. */
describe('Storage quota and upload rate', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CLIENT_STORAGE_QUOTA_MB: '3', UPLOAD_LIMIT_PER_HOUR: '6', REGISTER_LIMIT_PER_HOUR: '1000' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    for (const key of await storedDocumentKeys(t)) await fileStorage(t).delete(key);
  });

  const upload = (agent: ReturnType<typeof request.agent>, bytes: number, name = 'statement.pdf') =>
    agent.post('/api/documents/upload').field('category', 'bank_statement').attach('files', pdfOf(bytes), {
      filename: name,
      contentType: 'application/pdf',
    });

  it('reports what is used and the quota', async () => {
    const { agent } = await signedInAgent(t);
    expect((await agent.get('/api/documents/storage').expect(200)).body).toEqual({ usedBytes: 0, quotaBytes: 3 * MB });
    await upload(agent, 1 * MB).expect(201);
    const res = await agent.get('/api/documents/storage').expect(200);
    expect(res.body).toEqual({ usedBytes: 1 * MB, quotaBytes: 3 * MB });
    expect(res.headers['cache-control']).toBe('private, no-store');
    await request(t.http).get('/api/documents/storage').expect(401);
  });

  it('refuses, unread, an upload whose declared size cannot fit, naming the limit and the use', async () => {
    const { agent, user } = await signedInAgent(t);
    await upload(agent, 2 * MB).expect(201);
    const res = await upload(agent, Math.round(1.5 * MB), 'too-much.pdf').expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message:
        'This upload would go over your storage space of 3 MB (2 MB used). Please delete documents you no longer need, or contact us for more space.',
    });
    expect(await t.dataSource.getRepository(Document).countBy({ businessId: user.businessId })).toBe(1);
    expect((await storedDocumentKeys(t)).length).toBe(1);
  });

  it('stops storing, and keeps nothing, when a body without a declared length passes the quota', async () => {
    const { agent, user } = await signedInAgent(t);
    await upload(agent, 2 * MB).expect(201);
    // Chunked: no Content-Length to judge by, so the reader counts the bytes as they arrive.
    const cookie = (await agent.get('/api/user')).request.cookies;
    const server = t.http.listening ? t.http : t.http.listen(0);
    const port = (server.address() as AddressInfo).port;
    const boundary = 'quota-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nbank_statement\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/documents/upload',
          headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(head);
      req.write(pdfOf(1536 * 1024));
      req.end(Buffer.from(`\r\n--${boundary}--\r\n`));
    });
    expect(status.status).toBe(413);
    expect(JSON.parse(status.body).message).toMatch(/^This upload would go over your storage space of 3 MB \(2 MB used\)/);
    expect(await t.dataSource.getRepository(Document).countBy({ businessId: user.businessId })).toBe(1);
    expect((await storedDocumentKeys(t)).length).toBe(1);
  });

  it('limits uploads per account per hour, with a message naming the limit', async () => {
    const { agent } = await signedInAgent(t);
    for (let i = 0; i < 6; i++) await upload(agent, 1000, `s-${i}.pdf`).expect(201);
    const res = await upload(agent, 1000, 'one-more.pdf').expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'You can upload at most 6 times an hour. Please wait a few minutes and try again.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    const other = await signedInAgent(t);
    await upload(other.agent, 1000).expect(201);
  });
});

/** An upload finishing while its account is being deleted is a 409, not a 500. */
describe('Upload racing account deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 409 in the error shape and keeps no file or row', async () => {
    const fields = registrationFields();
    const agent = request.agent(t.http);
    const reg = await agent.post('/api/register').send(fields).expect(201);
    const cookie = (await agent.get('/api/user')).request.cookies;
    const server = t.http.listening ? t.http : t.http.listen(0);
    const port = (server.address() as AddressInfo).port;
    const boundary = 'race-boundary';
    const file = pdfOf(200 * 1024);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nbank_statement\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="race.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let release!: () => void;
    const deleted = new Promise<void>((r) => (release = r));
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/documents/upload',
          headers: {
            Cookie: cookie,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': head.length + file.length + tail.length,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(Buffer.concat([head, file.subarray(0, 1000)]));
      // The rest of the body arrives only after the account is gone.
      void deleted.then(() => req.end(Buffer.concat([file.subarray(1000), tail])));
    });
    await new Promise((r) => setTimeout(r, 300));
    const phone = request.agent(t.http);
    await phone.post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
    await phone.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    release();

    const res = await answer;
    expect([404, 409]).toContain(res.status);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: res.status,
      message: expect.any(String) as unknown as string,
    });
    expect(await t.dataSource.getRepository(Document).countBy({ userId: reg.body.id as number })).toBe(0);
    // The stored object is removed again when the upload is refused.
    await new Promise((r) => setTimeout(r, 300));
    expect((await fileStorage(t).list(`documents/${String(reg.body.id)}/`)).length).toBe(0);
  });
});

/**
 * Concurrent uploads against one quota (docs/security.md, "Storage quota and uploads"): each
 * reserves its declared size with one conditional update on the client's usage row before it
 * stores a byte, so uploads racing on two instances of one database cannot together pass the
 * quota. Ten parallel 2 MB uploads against 5 MB used to store 20 MB.
 */
describe('Storage quota under concurrent uploads, across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const ENV = { CLIENT_STORAGE_QUOTA_MB: '5', UPLOAD_LIMIT_PER_HOUR: '1000', REGISTER_LIMIT_PER_HOUR: '1000' };

  beforeAll(async () => {
    a = await createTestApp(ENV);
    b = await createTestApp(ENV, { reset: false });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  beforeEach(async () => {
    await a.reset();
    for (const key of await storedDocumentKeys(a)) await fileStorage(a).delete(key);
  });

  const post = (app: TestApp, cookie: string, bytes: number, name: string, category = 'bank_statement') =>
    request(app.http)
      .post('/api/documents/upload')
      .set('Cookie', cookie)
      .field('category', category)
      .attach('files', pdfOf(bytes), { filename: name, contentType: 'application/pdf' });

  const reserved = async (businessId: number) => {
    const rows = (await a.dataSource.query('SELECT reservedBytes AS r FROM storage_usage WHERE businessId = ?', [businessId])) as Array<{
      r: number | string;
    }>;
    return rows.length ? Number(rows[0].r) : 0;
  };
  const storedBytes = async (businessId: number) =>
    (await a.dataSource.getRepository(Document).findBy({ businessId })).reduce((sum, d) => sum + d.fileSize, 0);

  it('ten parallel 2 MB uploads against 5 MB store at most 5 MB; the rest are 413 and leave no file', async () => {
    const { agent, user } = await signedInAgent(a);
    const cookie = (await agent.get('/api/user')).request.cookies;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i % 2 ? b : a, cookie, 2 * MB, `part-${i}.pdf`)));
    const statuses = answers.map((r) => r.status);
    const created = statuses.filter((s) => s === 201).length;
    expect(statuses.filter((s) => s !== 201 && s !== 413)).toEqual([]);
    expect(created).toBeGreaterThanOrEqual(1);
    expect(created).toBeLessThanOrEqual(2);
    for (const r of answers.filter((x) => x.status === 413)) {
      expect(r.body.message).toMatch(/^This upload would go over your storage space of 5 MB \((0 KB|2 MB|4 MB) used\)/);
    }
    expect(await storedBytes(user.businessId)).toBe(created * 2 * MB);
    expect(await storedBytes(user.businessId)).toBeLessThanOrEqual(5 * MB);
    expect((await storedDocumentKeys(a)).length).toBe(created);
    // Every reservation is given back, refused or stored.
    expect(
      await eventually(
        () => reserved(user.businessId),
        (r) => r === 0,
      ),
    ).toBe(0);
  });

  it('gives the reservation back when an upload fails after it was made, so the space stays usable', async () => {
    const { agent, user } = await signedInAgent(a);
    const cookie = (await agent.get('/api/user')).request.cookies;
    // Refused by validation after its file was stored: the file goes, and so does its reservation.
    const bad = await post(a, cookie, 4 * MB, 'bad.pdf', 'not-a-category').expect(400);
    expect(bad.body.errors).toHaveProperty('category');
    expect(
      await eventually(
        () => reserved(user.businessId),
        (r) => r === 0,
      ),
    ).toBe(0);
    // The whole quota is still free: 4.5 MB fits.
    await post(b, cookie, Math.round(4.5 * MB), 'fits.pdf').expect(201);
    expect(
      await eventually(
        () => reserved(user.businessId),
        (r) => r === 0,
      ),
    ).toBe(0);
    expect(await storedBytes(user.businessId)).toBe(Math.round(4.5 * MB));
  });
});

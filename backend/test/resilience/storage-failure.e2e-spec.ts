import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Document } from '../../src/documents/document.entity';
import { S3Storage } from '../../src/storage/s3.storage';
import { CuttableProxy } from '../support/cuttable-proxy';
import { PDF } from '../support/documents-fixtures';
import { startS3Server, TestS3Server } from '../support/s3-server';
import { createTestApp, registrationFields, TestApp } from '../support/test-app';

const MB = 1024 * 1024;

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * Storage fails part-way through an upload: the app talks to s3rver through a proxy that the test
 * cuts while the third of three files is streaming, after the first two are already stored. The
 * client gets a clear 503 in the error shape, no document row is written, and once storage is
 * back nothing is left under the user's prefix (the two stored files are removed even though the
 * first attempt to delete them failed while storage was away).
 */
describe('Resilience: storage fails part-way through an upload (S3 via s3rver)', () => {
  let s3: TestS3Server;
  let proxy: CuttableProxy;
  let t: TestApp;
  let direct: S3Storage;
  let port: number;

  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = new CuttableProxy(Number(new URL(s3.config.endpoint!).port));
    // Port 0: the system picks one, so test files running side by side never collide.
    const proxyPort = await proxy.start(0);
    t = await createTestApp({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${proxyPort}` });
    // What is really in the bucket, read past the proxy.
    direct = new S3Storage(s3.config);
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    port = (t.http.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
    await s3?.stop();
  });

  it('answers 503 in the error shape, writes no row and, once storage is back, leaves no stray object', async () => {
    const reg = await request(t.http).post('/api/register').send(registrationFields()).expect(201);
    const cookie = (reg.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const userId = (reg.body as { id: number }).id;
    const business = await request(t.http).get('/api/businesses/current').set('Cookie', cookie).expect(200);
    const prefix = `documents/${(business.body as { id: number }).id}/`;

    const boundary = `----resilience${randomBytes(8).toString('hex')}`;
    const filePart = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
    const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/documents/upload',
          headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      void (async () => {
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nbank_statement\r\n`);
        req.write(filePart('january.pdf'));
        req.write(Buffer.concat([PDF, randomBytes(64 * 1024)]));
        req.write('\r\n');
        req.write(filePart('february.pdf'));
        req.write(Buffer.concat([PDF, randomBytes(64 * 1024)]));
        req.write('\r\n');
        // The third file is larger than one 5 MB part: its multipart upload is under way when storage goes.
        req.write(filePart('annual-statements.pdf'));
        for (let i = 0; i < 6; i++) req.write(randomBytes(MB));

        // Wait until the first two files are really stored, then take storage away mid-stream.
        const twoStored = await until(async () => (await direct.list(prefix)).length === 2, 15_000);
        if (!twoStored) throw new Error('the first two files were never stored');
        proxy.cutOff();

        for (let i = 0; i < 4; i++) {
          req.write(randomBytes(MB));
          await new Promise((r) => setTimeout(r, 20));
        }
        req.write(`\r\n--${boundary}--\r\n`);
        req.end();
      })().catch(reject);
    });

    const res = await reply;
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 503,
      message: 'Your files could not be stored just now. Please try again in a moment.',
    });
    expect(await t.dataSource.getRepository(Document).count({ where: { userId } })).toBe(0);

    // While storage is away the stored files could not be deleted; they must go once it is back.
    expect((await direct.list(prefix)).length).toBeGreaterThan(0);
    proxy.restore();
    const cleaned = await until(async () => (await direct.list(prefix)).length === 0, 20_000);
    expect({ cleaned, left: await direct.list(prefix) }).toEqual({ cleaned: true, left: [] });

    // And uploads work again without a restart.
    const again = await request(t.http)
      .post('/api/documents/upload')
      .set('Cookie', cookie)
      .field('category', 'bank_statement')
      .attach('files', PDF, { filename: 'retry.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(again.body.documents).toHaveLength(1);
    expect(await direct.list(prefix)).toHaveLength(1);
  }, 60_000);
});

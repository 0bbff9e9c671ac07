import { createHash } from 'node:crypto';
import request from 'supertest';
import { DocumentRequest } from '../src/documents/document-request.entity';
import { Document } from '../src/documents/document.entity';
import { S3Storage } from '../src/storage/s3.storage';
import { binary, createDocumentRequest, fileStorage, PDF, storedDocumentKeys } from './support/documents-fixtures';
import { startS3Server, TestS3Server } from './support/s3-server';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

const MB = 1024 * 1024;

/** The upload and download routes once more, with STORAGE_DRIVER=s3 against a real S3-speaking server. */
describe('Documents API on S3 storage (s3rver)', () => {
  let s3: TestS3Server;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ ...s3.env, REGISTER_LIMIT_PER_HOUR: '1000000' });
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });
  beforeEach(async () => {
    await t.reset();
    for (const key of await storedDocumentKeys(t)) await fileStorage(t).delete(key);
  });

  async function expectNothingStored(): Promise<void> {
    expect(await t.dataSource.getRepository(Document).count()).toBe(0);
    expect(await storedDocumentKeys(t)).toEqual([]);
  }

  it('runs on the S3 adapter', () => {
    expect(fileStorage(t)).toBeInstanceOf(S3Storage);
  });

  it('uploads a multipart-sized file and a small one, then streams them back unchanged', async () => {
    const { agent, user } = await signedInAgent(t);
    // Larger than one 5 MB part, so lib-storage takes the multipart path.
    const large = Buffer.alloc(7 * MB);
    for (let i = 0; i < large.length; i += 4096) large.writeUInt32BE(i, i);
    const res = await agent
      .post('/api/documents/upload')
      .field('category', 'financial_statement')
      .attach('files', large, { filename: 'annual-financials.pdf', contentType: 'application/pdf' })
      .attach('files', PDF, { filename: 'cover.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(res.body.documents.map((d: { fileSize: number }) => d.fileSize)).toEqual([large.length, PDF.length]);

    const rows = await t.dataSource.getRepository(Document).find({ order: { id: 'ASC' } });
    expect(await storedDocumentKeys(t)).toEqual(rows.map((r) => r.storageKey).sort());
    expect(rows.every((r) => r.storageKey.startsWith(`documents/${user.businessId}/`))).toBe(true);

    const download = await agent.get(`/api/documents/${res.body.documents[0].id}/file`).buffer(true).parse(binary).expect(200);
    expect(download.headers['content-length']).toBe(String(large.length));
    expect(sha256(download.body as Buffer)).toBe(sha256(large));
  });

  it('leaves no object in the bucket when one file among good ones is oversize', async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent
      .post('/api/documents/upload')
      .field('category', 'invoice')
      .attach('files', Buffer.alloc(6 * MB, 1), 'good-large.pdf')
      .attach('files', Buffer.alloc(11 * MB, 2), 'too-big.pdf')
      .attach('files', PDF, 'good-small.pdf')
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Some files exceed the 10MB limit: too-big.pdf' });
    await expectNothingStored();
  });

  it("refuses another client's request after storing, and removes what it stored", async () => {
    const { agent } = await signedInAgent(t);
    const other = await signedInAgent(t);
    const theirs = await createDocumentRequest(t.dataSource, { clientId: other.user.businessId });
    await agent
      .post('/api/documents/upload')
      .field('category', 'invoice')
      .field('requestId', String(theirs.id))
      .attach('files', PDF, 'a.pdf')
      .expect(404);
    await expectNothingStored();
  });

  it('completes the request the upload answers', async () => {
    const { agent, user } = await signedInAgent(t);
    const open = await createDocumentRequest(t.dataSource, { clientId: user.businessId });
    const res = await agent
      .post('/api/documents/upload')
      .field('category', 'tax_return')
      .field('requestId', String(open.id))
      .attach('files', PDF, 'itr14.pdf')
      .expect(201);
    const row = await t.dataSource.getRepository(DocumentRequest).findOneByOrFail({ id: open.id });
    expect(row).toMatchObject({ status: 'completed', fulfilledWith: res.body.documents[0].id });
  });

  it('answers 401 signed out without touching the bucket', async () => {
    await request(t.http).post('/api/documents/upload').field('category', 'invoice').attach('files', PDF, 'a.pdf').expect(401);
    await expectNothingStored();
  });
});

function sha256(buf: Buffer): string {
  return createHash('sha256').update(buf).digest('hex');
}

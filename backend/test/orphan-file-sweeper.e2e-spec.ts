import { Readable } from 'node:stream';
import { OrphanFileSweeper, ORPHAN_GRACE_MS } from '../src/storage/orphan-file-sweeper';
import { fileStorage, PDF } from './support/documents-fixtures';
import { startS3Server, TestS3Server } from './support/s3-server';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

const LATER = Date.now() + ORPHAN_GRACE_MS + 60_000;

/** Files no document row points at are deleted once older than the grace period; referenced ones never. */
describe.each(['s3', 'local'] as const)('Orphan file sweep (%s storage)', (driver) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;

  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3Server();
    t = await createTestApp({ ...(s3?.env ?? {}), LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  });

  it('deletes only unreferenced files past the grace period', async () => {
    const { agent, user } = await signedInAgent(t);
    const upload = await agent.post('/api/documents/upload').field('category', 'invoice').attach('files', PDF, 'kept.pdf').expect(201);
    expect(upload.body.documents).toHaveLength(1);
    const storage = fileStorage(t);
    const orphan = `documents/${user.businessId}/00000000-0000-4000-8000-000000000000`;
    await storage.put(orphan, Readable.from([PDF]), 'application/pdf');
    const sweeper = t.app.get(OrphanFileSweeper);

    // Young: it may belong to an upload still streaming, so it stays.
    expect(await sweeper.sweep()).toBe(0);
    expect(await storage.exists(orphan)).toBe(true);

    expect(await sweeper.sweep(LATER)).toBe(1);
    expect(await storage.exists(orphan)).toBe(false);
    const remaining = await storage.list(`documents/${user.businessId}/`);
    expect(remaining).toHaveLength(1);
    await agent.get(upload.body.documents[0].fileUrl).expect(200);
  });
});

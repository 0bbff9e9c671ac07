import { Readable } from 'node:stream';
import { runWriteTransaction } from '../src/database/write-transaction';
import { SchedulerLease } from '../src/common/scheduling/scheduler-lease.entity';
import { StorageDeletion } from '../src/storage/storage-deletion.entity';
import { StorageDeletionQueue } from '../src/storage/storage-deletion-queue';
import { fileStorage } from './support/documents-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/** The storage deletion queue (docs/storage.md): files go only after the transaction that queued them commits. */
describe('Storage deletion queue', () => {
  let t: TestApp;
  let queue: StorageDeletionQueue;

  beforeAll(async () => {
    t = await createTestApp();
    queue = t.app.get(StorageDeletionQueue);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.reset());

  const put = (key: string) => fileStorage(t).put(key, Readable.from(Buffer.from(key)), 'text/plain');
  const queued = () => t.dataSource.getRepository(StorageDeletion).find({ order: { id: 'ASC' } });

  it('deletes nothing when the transaction that queued the files rolls back', async () => {
    await put('documents/901/a');
    const batch = queue.newBatch();
    await expect(
      runWriteTransaction(t.dataSource, async (m) => {
        await queue.enqueueKeys(m, batch, ['documents/901/a']);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queue.drain()).toBe(0);
    expect(await queued()).toEqual([]);
    expect(await fileStorage(t).exists('documents/901/a')).toBe(true);
  });

  it('leaves files queued by a process that died before draining to the periodic job, under its lease', async () => {
    await put('documents/902/a');
    await put('documents/902/b');
    const batch = queue.newBatch();
    // Committed, never drained: what a crash between the commit and the drain leaves.
    await runWriteTransaction(t.dataSource, (m) => queue.enqueueKeys(m, batch, ['documents/902/a', 'documents/902/b']));
    expect((await queued()).map((r) => [r.batch, r.storageKey, r.isPrefix, r.attempts])).toEqual([
      [batch, 'documents/902/a', false, 0],
      [batch, 'documents/902/b', false, 0],
    ]);

    await queue.runOnce();
    expect(await fileStorage(t).list('documents/902/')).toEqual([]);
    expect(await queued()).toEqual([]);
    const lease = await t.dataSource.getRepository(SchedulerLease).findOneByOrFail({ name: 'storage-deletions' });
    expect(lease.lastRunAt).not.toBeNull();
    // Draining again is harmless.
    expect(await queue.drain(batch)).toBe(0);
  });

  it('drains one batch without touching another, and a prefix only takes what was stored until it was queued', async () => {
    await put('documents/903/old');
    await put('documents/904/other');
    const mine = queue.newBatch();
    const other = queue.newBatch();
    await runWriteTransaction(t.dataSource, async (m) => {
      await queue.enqueuePrefix(m, mine, 'documents/903/');
      await queue.enqueueKeys(m, other, ['documents/904/other']);
    });
    await new Promise((r) => setTimeout(r, 20));
    // A later account with the same id (SQLite reuses the highest) stores a file before the drain.
    await put('documents/903/new');

    expect(await queue.drain(mine)).toBe(1);
    expect(await fileStorage(t).list('documents/903/')).toEqual(['documents/903/new']);
    expect(await fileStorage(t).exists('documents/904/other')).toBe(true);
    expect((await queued()).map((r) => [r.batch, r.storageKey])).toEqual([[other, 'documents/904/other']]);
  });

  it('keeps a row whose file the storage could not delete, with the error, and deletes it on a later pass', async () => {
    await put('documents/905/a');
    const batch = queue.newBatch();
    await runWriteTransaction(t.dataSource, (m) => queue.enqueueKeys(m, batch, ['documents/905/a']));
    const spy = jest.spyOn(fileStorage(t), 'delete').mockRejectedValueOnce(new Error('storage unreachable'));
    try {
      expect(await queue.drain(batch)).toBe(0);
    } finally {
      spy.mockRestore();
    }
    expect((await queued()).map((r) => [r.storageKey, r.attempts, r.lastError])).toEqual([['documents/905/a', 1, 'storage unreachable']]);
    expect(await fileStorage(t).exists('documents/905/a')).toBe(true);

    expect(await queue.drain()).toBe(1);
    expect(await fileStorage(t).exists('documents/905/a')).toBe(false);
    expect(await queued()).toEqual([]);
  });
});

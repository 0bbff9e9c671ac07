import request from 'supertest';
import { Document } from '../../src/documents/document.entity';
import { StorageDeletionQueue } from '../../src/storage/storage-deletion-queue';
import { User } from '../../src/users/user.entity';
import { fileStorage, PDF } from '../support/documents-fixtures';
import { STAFF_SUITE_ENV } from '../support/staff-fixtures';
import { createTestApp, DEFAULT_PASSWORD, registrationFields, TestApp } from '../support/test-app';

type Agent = ReturnType<typeof request.agent>;

const uploadOne = (agent: Agent, n: number) =>
  agent
    .post('/api/documents/upload')
    .field('category', 'bank_statement')
    .attach('files', PDF, { filename: `statement-${n}.pdf`, contentType: 'application/pdf' });

/**
 * A client deletes their account while other sessions of theirs are still uploading
 * (docs/decisions/0008-account-deletion.md, docs/storage.md). Whoever wins, no document row may
 * outlive its file: either the deletion commits and, once the deletion queue is drained, nothing
 * of the account is left in storage, or the account stays whole with every file.
 */
describe('Resilience: account deletion races uploads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never leaves a document row without its file, and a completed deletion leaves no file behind', async () => {
    const storage = fileStorage(t);
    const outcomes: Array<{ round: number; deletion: number; rowsWithoutFile: string[]; filesLeft: string[] }> = [];
    const uploadStatuses = new Set<number>();

    for (let round = 0; round < 7; round++) {
      const fields = registrationFields();
      const owner = request.agent(t.http);
      const { body: me } = await owner.post('/api/register').send(fields).expect(201);
      const uploader = request.agent(t.http);
      await uploader.post('/api/login').send({ username: fields.username, password: DEFAULT_PASSWORD }).expect(200);
      // Files stored before the race.
      for (let i = 0; i < 2; i++) await uploadOne(owner, i).expect(201);

      const uploads = Array.from({ length: 8 }, (_, i) => uploadOne(i % 2 ? owner : uploader, 10 + i).then((r) => r.status));
      await new Promise((r) => setTimeout(r, 5 * round));
      const deletion = owner.delete('/api/user').send({ password: DEFAULT_PASSWORD });
      const [deleted, ...uploaded] = await Promise.all([deletion, ...uploads]);
      for (const s of uploaded) uploadStatuses.add(s);
      await t.app.get(StorageDeletionQueue).drain();

      const rows = await t.dataSource.getRepository(Document).findBy({ userId: me.id });
      const rowsWithoutFile: string[] = [];
      for (const row of rows) if (!(await storage.exists(row.storageKey))) rowsWithoutFile.push(row.storageKey);
      const accountLeft = (await t.dataSource.getRepository(User).countBy({ id: me.id })) > 0;
      const filesLeft = accountLeft ? [] : await storage.list(`documents/${me.id}/`);
      outcomes.push({ round, deletion: deleted.status, rowsWithoutFile, filesLeft });
    }

    // Every deletion completes (a deadlock is retried, not reported), and nothing is lost or left.
    expect(outcomes).toEqual(outcomes.map((o) => ({ round: o.round, deletion: 200, rowsWithoutFile: [], filesLeft: [] })));
    // An upload either landed before the deletion (201) or was refused once the account was gone:
    // signed out (401) or, past the sign-in check already, its rows refused with no account (409).
    expect([...uploadStatuses].filter((s) => ![201, 401, 409].includes(s))).toEqual([]);
  });
});

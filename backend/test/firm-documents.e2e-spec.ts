import { Document } from '../src/documents/document.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { FILE_STORAGE, FileStorage } from '../src/storage/file-storage';
import { activityRows, assign, clientAgent, PDF, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { createTestApp, DEFAULT_PASSWORD, TestApp } from './support/test-app';

const MB = 1024 * 1024;

/** Documents from the firm (docs/documents-and-requests.md): staff publish, the client reads and acknowledges. */
describe('Documents from the firm', () => {
  let t: TestApp;
  let storage: FileStorage;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
    storage = t.app.get<FileStorage>(FILE_STORAGE);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function setup() {
    const client = await clientAgent(t);
    const accountant = await staffAgent(t, 'accountant', { firstName: 'Lerato', lastName: 'Dlamini' });
    await assign(t, client.user.businessId, accountant.user.id);
    return { client, accountant };
  }

  const publish = (agent: Awaited<ReturnType<typeof staffAgent>>['agent'], clientId: number) =>
    agent.post(`/api/staff/clients/${clientId}/firm-documents`);

  async function nothingWritten(businessId: number): Promise<void> {
    expect(await storage.list(`documents/${businessId}/`)).toEqual([]);
    expect(await t.dataSource.getRepository(Document).countBy({ businessId })).toBe(0);
    expect(await t.dataSource.getRepository(OutboxMessage).countBy({ template: 'firm-document-published' })).toBe(0);
  }

  it('publishes to the client: listed unread, downloaded through the one policy, read, acknowledged once', async () => {
    const { client, accountant } = await setup();
    const res = await publish(accountant.agent, client.user.businessId)
      .field('category', 'financial_statements')
      .field('description', 'Annual financial statements 2026')
      .field('acknowledgementRequested', 'true')
      .attach('files', PDF, { filename: '../AFS 2026.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(res.body.message).toBe('Published. The client has been notified.');
    expect(res.body.notified).toBe(1);
    const published = res.body.documents as Array<Record<string, unknown>>;
    expect(published).toHaveLength(1);
    const id = published[0].id as number;
    expect(published[0]).toMatchObject({
      fileName: 'AFS 2026.pdf',
      category: 'financial_statements',
      description: 'Annual financial statements 2026',
      acknowledgementRequested: true,
      publishedBy: accountant.user.id,
      publishedByName: 'Lerato Dlamini',
      readAt: null,
      acknowledgedAt: null,
      fileUrl: `/api/documents/firm/${id}/file`,
      downloadUrl: `/api/staff/clients/${client.user.businessId}/documents/${id}/file`,
    });

    // Stored under a generated key in the client's archive, not by its name; not in "My documents".
    const row = await t.dataSource.getRepository(Document).findOneByOrFail({ id });
    // The business's document, sent by the staff member who published it.
    expect(row).toMatchObject({
      businessId: client.user.businessId,
      userId: accountant.user.id,
      source: 'firm',
      publishedBy: accountant.user.id,
      status: 'approved',
    });
    expect(row.storageKey).toMatch(new RegExp(`^documents/${client.user.businessId}/`));
    expect(row.storageKey).not.toMatch(/AFS|\.\./);
    expect((await client.agent.get('/api/documents').expect(200)).body).toEqual([]);

    // The client's list: one unread.
    const list = await client.agent.get('/api/documents/firm').expect(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.unread).toBe(1);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id, fileName: 'AFS 2026.pdf', publishedByName: 'Lerato Dlamini', readAt: null, acknowledgedAt: null }),
    ]);
    expect(list.body.items[0]).not.toHaveProperty('publishedBy');
    expect(list.body.items[0]).not.toHaveProperty('storageKey');

    // Download: the archive's headers; reading it marks it read, once.
    const file = await client.agent.get(`/api/documents/firm/${id}/file`).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(file.body as Buffer).equals(PDF)).toBe(true);
    const afterRead = await client.agent.get('/api/documents/firm').expect(200);
    expect(afterRead.body.unread).toBe(0);
    const readAt = afterRead.body.items[0].readAt as string;
    expect(readAt).not.toBeNull();
    const again = await client.agent.post(`/api/documents/firm/${id}/read`).expect(200);
    expect(again.body.readAt).toBe(readAt);

    // Acknowledge: stored with the time, idempotent.
    const ack = await client.agent.post(`/api/documents/firm/${id}/acknowledge`).expect(200);
    expect(ack.body.acknowledgedAt).not.toBeNull();
    const ack2 = await client.agent.post(`/api/documents/firm/${id}/acknowledge`).expect(200);
    expect(ack2.body.acknowledgedAt).toBe(ack.body.acknowledgedAt);
    expect(await activityRows(t, 'document.firm.acknowledge')).toHaveLength(1);

    // Staff see it.
    const staffList = await accountant.agent.get(`/api/staff/clients/${client.user.businessId}/firm-documents`).expect(200);
    expect(staffList.body).toEqual([expect.objectContaining({ id, readAt, acknowledgedAt: ack.body.acknowledgedAt })]);
    await accountant.agent.get(`/api/staff/clients/${client.user.businessId}/documents/${id}/file`).expect(200);

    // Activity: publish, download, acknowledge.
    const [pub] = await activityRows(t, 'staff.document.publish');
    expect(pub).toMatchObject({ userId: accountant.user.id });
    expect(pub.details).toMatchObject({
      clientId: client.user.businessId,
      businessId: client.user.businessId,
      documentIds: [id],
      category: 'financial_statements',
      acknowledgementRequested: true,
    });
    expect(await activityRows(t, 'document.firm.download')).toEqual([
      expect.objectContaining({ userId: client.user.id, details: expect.objectContaining({ businessId: client.user.businessId }) }),
    ]);
  });

  it('queues one mail to the client per publication, linking into the portal without the files', async () => {
    const { client, accountant } = await setup();
    await publish(accountant.agent, client.user.businessId)
      .field('category', 'payslip')
      .attach('files', PDF, 'payslip-march.pdf')
      .attach('files', PDF, 'payslip-april.pdf')
      .expect(201);
    const mails = await t.dataSource.getRepository(OutboxMessage).findBy({ template: 'firm-document-published' });
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe(client.user.email);
    expect(mails[0].subject).toBe('New from Table Bay Accounting: Payslips');
    expect(mails[0].text).toContain('Lerato Dlamini at Table Bay Accounting shared 2 documents with you');
    expect(mails[0].text).toContain('/dashboard/documents?tab=firm');
    expect(mails[0].text).not.toContain('payslip-march');
  });

  it('acknowledges only what asks for it; reading marks read without asking', async () => {
    const { client, accountant } = await setup();
    const res = await publish(accountant.agent, client.user.businessId)
      .field('category', 'tax_certificate')
      .attach('files', PDF, 'irp5.pdf')
      .expect(201);
    const id = res.body.documents[0].id as number;
    expect(res.body.documents[0].acknowledgementRequested).toBe(false);
    const refused = await client.agent.post(`/api/documents/firm/${id}/acknowledge`).expect(409);
    expect(refused.body.message).toBe('This document does not ask for an acknowledgement');
    const read = await client.agent.post(`/api/documents/firm/${id}/read`).expect(200);
    expect(read.body.readAt).not.toBeNull();
    expect(read.body.acknowledgedAt).toBeNull();
    expect((await client.agent.get('/api/documents/firm').expect(200)).body.unread).toBe(0);
  });

  it('is not a document to review: the staff review answers 404 and changes nothing', async () => {
    const { client, accountant } = await setup();
    const res = await publish(accountant.agent, client.user.businessId)
      .field('category', 'tax_return')
      .attach('files', PDF, { filename: 'itr14.pdf', contentType: 'application/pdf' })
      .expect(201);
    const id = res.body.documents[0].id as number;
    await accountant.agent
      .patch(`/api/staff/clients/${client.user.businessId}/documents/${id}/review`)
      .send({ status: 'rejected', reviewNotes: 'Not ours to review' })
      .expect(404);
    expect(await t.dataSource.getRepository(Document).findOneByOrFail({ id })).toMatchObject({ status: 'approved', reviewNotes: null });
  });

  it('answers 404 to another client and to staff outside their scope', async () => {
    const { client, accountant } = await setup();
    const other = await clientAgent(t);
    const outsider = await staffAgent(t, 'accountant');
    const id = (
      await publish(accountant.agent, client.user.businessId)
        .field('category', 'tax_return')
        .field('acknowledgementRequested', '1')
        .attach('files', PDF, 'itr14.pdf')
        .expect(201)
    ).body.documents[0].id as number;

    expect((await other.agent.get('/api/documents/firm').expect(200)).body).toEqual({ items: [], unread: 0 });
    for (const path of [`/api/documents/firm/${id}/read`, `/api/documents/firm/${id}/acknowledge`]) {
      expect((await other.agent.post(path).expect(404)).body.message).toBe('Document not found');
    }
    expect((await other.agent.get(`/api/documents/firm/${id}/file`).expect(404)).body.message).toBe('Document not found');
    await other.agent.get(`/api/documents/${id}/file`).expect(404);
    await client.agent.get('/api/documents/firm/abc/file').expect(404);

    // An archive document is not a firm document, and the archive's download route does not serve
    // a firm document: that would open it without marking it read or recording the download.
    const own = await upload(client.agent);
    await client.agent.post(`/api/documents/firm/${own}/read`).expect(404);
    expect((await client.agent.get(`/api/documents/${id}/file`).expect(404)).body.message).toBe('Document not found');
    expect(await t.dataSource.getRepository(Document).findOneByOrFail({ id })).toMatchObject({ readAt: null });

    // Out of scope: 404 before a byte is stored, and no list.
    await outsider.agent.get(`/api/staff/clients/${client.user.businessId}/firm-documents`).expect(404);
    const refused = await publish(outsider.agent, client.user.businessId).field('category', 'tax_return').attach('files', PDF, 'x.pdf');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Client not found');
    await client.agent
      .post(`/api/staff/clients/${client.user.businessId}/firm-documents`)
      .field('category', 'tax_return')
      .attach('files', PDF, 'x.pdf')
      .expect(403);
    expect(await t.dataSource.getRepository(Document).countBy({ businessId: client.user.businessId })).toBe(2);
    // A client is never a publisher's target through another staff account's id either.
    await publish(accountant.agent, outsider.user.id).field('category', 'tax_return').attach('files', PDF, 'x.pdf').expect(404);
  });

  it('refuses a wrong category, no files, too many and too large files, and keeps nothing', async () => {
    const { client, accountant } = await setup();
    const wrong = await publish(accountant.agent, client.user.businessId)
      .field('category', 'bank_statement')
      .attach('files', PDF, 'a.pdf')
      .expect(400);
    expect(wrong.body.errors).toEqual({
      category: 'Please select a valid category: financial statements, tax return, management accounts, payslip or tax certificate',
    });
    await nothingWritten(client.user.businessId);

    const none = await publish(accountant.agent, client.user.businessId).field('category', 'payslip').expect(400);
    expect(none.body.message).toBe('Please select at least one file to upload');

    const badFlag = await publish(accountant.agent, client.user.businessId)
      .field('category', 'payslip')
      .field('acknowledgementRequested', 'perhaps')
      .attach('files', PDF, 'a.pdf')
      .expect(400);
    expect(badFlag.body.errors).toEqual({ acknowledgementRequested: 'acknowledgementRequested must be true or false' });
    await nothingWritten(client.user.businessId);

    const big = await publish(accountant.agent, client.user.businessId)
      .field('category', 'management_accounts')
      .attach('files', PDF, 'good.pdf')
      .attach('files', Buffer.alloc(11 * MB, 2), 'big accounts.pdf')
      .expect(413);
    expect(big.body.message).toBe('Some files exceed the 10MB limit: big accounts.pdf');
    await nothingWritten(client.user.businessId);

    let many = publish(accountant.agent, client.user.businessId).field('category', 'payslip');
    for (let i = 1; i <= 11; i++) many = many.attach('files', PDF, `payslip-${i}.pdf`);
    const tooMany = await many.expect(413);
    expect(tooMany.body.message).toBe('You can upload at most 10 files at a time. Please upload the rest separately.');
    await nothingWritten(client.user.businessId);
  });

  it('goes with the account when the client deletes it, file and row', async () => {
    const { client, accountant } = await setup();
    await publish(accountant.agent, client.user.businessId).field('category', 'payslip').attach('files', PDF, 'p.pdf').expect(201);
    expect(await storage.list(`documents/${client.user.businessId}/`)).toHaveLength(1);
    await client.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await storage.list(`documents/${client.user.businessId}/`)).toEqual([]);
    expect(await t.dataSource.getRepository(Document).countBy({ businessId: client.user.businessId })).toBe(0);
  });
});

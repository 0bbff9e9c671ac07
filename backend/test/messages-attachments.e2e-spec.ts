import { ActivityLog } from '../src/activity/activity-log.entity';
import { Document } from '../src/documents/document.entity';
import { ConversationMessage } from '../src/messages/conversation-message.entity';
import { Conversation } from '../src/messages/conversation.entity';
import { MessageAttachment } from '../src/messages/message-attachment.entity';
import { FILE_STORAGE, FileStorage } from '../src/storage/file-storage';
import { assign, clientAgent, PDF, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const MB = 1024 * 1024;

/** Message attachments: filed as the client's documents through the upload path, all or nothing. */
describe('Secure messages: attachments', () => {
  let t: TestApp;
  let storage: FileStorage;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
    storage = t.app.get<FileStorage>(FILE_STORAGE);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function nothingWritten(client: { businessId: number }): Promise<void> {
    expect(await storage.list(`documents/${client.businessId}/`)).toEqual([]);
    expect(await t.dataSource.getRepository(Document).countBy({ businessId: client.businessId })).toBe(0);
    expect(await t.dataSource.getRepository(MessageAttachment).count()).toBe(0);
  }

  it('files attachments as documents in the client archive, shown with the message on both sides', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    await assign(t, user.businessId, acc.id);

    const res = await client
      .post('/api/conversations')
      .field('subject', 'March invoices')
      .field('body', 'Here they are')
      .field('category', 'invoice')
      .attach('files', PDF, { filename: 'invoice 1.pdf', contentType: 'application/pdf' })
      .attach('files', PDF, { filename: '../../etc/passwd.pdf', contentType: 'application/pdf' })
      .expect(201);
    const attachments = res.body.messages[0].attachments as Array<{ documentId: number; fileName: string; category: string }>;
    expect(attachments.map((a) => [a.fileName, a.category])).toEqual([
      ['invoice 1.pdf', 'invoice'],
      ['passwd.pdf', 'invoice'],
    ]);

    // Ordinary documents: in the client's list, pending review, under generated keys.
    const docs = (await client.get('/api/documents').expect(200)).body as Array<{ id: number; status: string; category: string }>;
    expect(docs.map((d) => d.id).sort()).toEqual(attachments.map((a) => a.documentId).sort());
    expect(docs.every((d) => d.status === 'pending' && d.category === 'invoice')).toBe(true);
    const rows = await t.dataSource.getRepository(Document).findBy({ userId: user.id });
    for (const row of rows) expect(row.storageKey).not.toMatch(/invoice|passwd|\.\./);
    expect(await storage.list(`documents/${user.businessId}/`)).toHaveLength(2);

    await client.get(`/api/documents/${attachments[0].documentId}/file`).expect(200);
    const staffView = await accountant.get(`/api/staff/conversations/${res.body.id}`).expect(200);
    expect(staffView.body.messages[0].attachments).toEqual(attachments);
    await accountant.get(`/api/staff/clients/${user.businessId}/documents/${attachments[0].documentId}/file`).expect(200);

    // A reply with a file goes the same way.
    const reply = await client
      .post(`/api/conversations/${res.body.id}/messages`)
      .field('body', 'And the receipt')
      .field('category', 'receipt')
      .attach('files', PDF, { filename: 'receipt.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(reply.body.attachments).toEqual([expect.objectContaining({ fileName: 'receipt.pdf', category: 'receipt' })]);
  });

  it('refuses files without a category, and keeps nothing', async () => {
    const { agent: client, user } = await clientAgent(t);
    const res = await client
      .post('/api/conversations')
      .field('subject', 'March invoices')
      .field('body', 'Here they are')
      .attach('files', PDF, { filename: 'invoice.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(res.body.errors).toEqual({ category: 'Choose a document category for the attachments' });
    await nothingWritten(user);
    expect(await t.dataSource.getRepository(Conversation).count()).toBe(0);
  });

  it('keeps nothing when one file is too large or there are too many, and nothing when the message is invalid', async () => {
    const { agent: client, user } = await clientAgent(t);
    const big = await client
      .post('/api/conversations')
      .field('subject', 'Scans')
      .field('body', 'Two scans')
      .field('category', 'invoice')
      .attach('files', PDF, 'good.pdf')
      .attach('files', Buffer.alloc(11 * MB, 2), 'big scan.pdf')
      .expect(413);
    expect(big.body.message).toBe('Some files exceed the 10MB limit: big scan.pdf');
    await nothingWritten(user);

    let many = client.post('/api/conversations').field('subject', 'Pages').field('body', 'Eleven pages').field('category', 'invoice');
    for (let i = 1; i <= 11; i++) many = many.attach('files', PDF, `page-${i}.pdf`);
    await many.expect(413);
    await nothingWritten(user);

    const invalid = await client
      .post('/api/conversations')
      .field('subject', '')
      .field('body', 'x'.repeat(5001))
      .field('category', 'invoice')
      .attach('files', PDF, 'good.pdf')
      .expect(400);
    expect(Object.keys(invalid.body.errors)).toEqual(['subject', 'body']);
    await nothingWritten(user);
    expect(await t.dataSource.getRepository(ConversationMessage).count()).toBe(0);
  });

  it('stores nothing for a reply to somebody else’s conversation', async () => {
    const { agent: owner } = await clientAgent(t);
    const { agent: other, user: otherUser } = await clientAgent(t);
    const id = (await owner.post('/api/conversations').send({ subject: 'Mine', body: 'Private' }).expect(201)).body.id as number;
    await other
      .post(`/api/conversations/${id}/messages`)
      .field('body', 'Sneaky')
      .field('category', 'invoice')
      .attach('files', PDF, 'x.pdf')
      .expect(404);
    await nothingWritten(otherUser);
  });

  it('a staff reply files its attachments in the client’s archive, under the client’s keys, already approved and not announced as an upload', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assign(t, user.businessId, acc.id);
    const id = (await client.post('/api/conversations').send({ subject: 'Payslips', body: 'Could you send May?' }).expect(201)).body
      .id as number;

    const reply = await accountant
      .post(`/api/staff/conversations/${id}/messages`)
      .field('body', 'Here are the May payslips')
      .field('category', 'report')
      .attach('files', PDF, { filename: 'payslips-may.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(reply.body).toMatchObject({ internal: false, attachments: [expect.objectContaining({ fileName: 'payslips-may.pdf' })] });

    const doc = await t.dataSource.getRepository(Document).findOneByOrFail({ fileName: 'payslips-may.pdf' });
    // The business's document; the person who filed it is the accountant (docs/client-businesses.md).
    expect(doc).toMatchObject({
      businessId: user.businessId,
      userId: acc.id,
      category: 'report',
      status: 'approved',
      reviewedBy: acc.id,
      description: 'Sent by the firm with a message',
    });
    expect(doc.storageKey.startsWith(`documents/${user.businessId}/`)).toBe(true);
    expect(await storage.list(`documents/${acc.id}/`)).toEqual([]);
    // The client reads it in the conversation and in the documents list, and downloads the same bytes.
    const seen = (await client.get(`/api/conversations/${id}`).expect(200)).body.messages[1];
    expect(seen.attachments).toEqual([expect.objectContaining({ documentId: doc.id, fileName: 'payslips-may.pdf' })]);
    expect(((await client.get('/api/documents').expect(200)).body as Array<{ id: number }>).map((d) => d.id)).toContain(doc.id);
    const file = await client.get(`/api/documents/${doc.id}/file`).buffer(true).expect(200);
    expect(Buffer.from(file.body as Buffer).equals(PDF)).toBe(true);
    // No "client uploaded" activity for it: the message is the record.
    const uploads = await t.dataSource.getRepository(ActivityLog).findBy({ action: 'document.upload' });
    expect(uploads).toEqual([]);
  });

  it('refuses staff files on an internal note, out of scope, or without a category, and keeps nothing', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: stranger } = await staffAgent(t, 'accountant');
    await assign(t, user.businessId, acc.id);
    const id = (await client.post('/api/conversations').send({ subject: 'Payslips', body: 'Please' }).expect(201)).body.id as number;

    const note = await accountant
      .post(`/api/staff/conversations/${id}/messages`)
      .field('body', 'Internal')
      .field('internal', 'true')
      .field('category', 'report')
      .attach('files', PDF, 'secret.pdf')
      .expect(400);
    expect(note.body.errors).toEqual({
      files: 'An internal note cannot carry files: send them with a reply, where they are filed in the client’s documents',
    });
    // An accountant not assigned to the client: 404 before the body is read.
    await stranger
      .post(`/api/staff/conversations/${id}/messages`)
      .field('body', 'Hi')
      .field('category', 'report')
      .attach('files', PDF, 'x.pdf')
      .expect(404);
    await accountant
      .post(`/api/staff/conversations/999999/messages`)
      .field('body', 'Hi')
      .field('category', 'report')
      .attach('files', PDF, 'x.pdf')
      .expect(404);
    const noCategory = await accountant
      .post(`/api/staff/conversations/${id}/messages`)
      .field('body', 'Hi')
      .attach('files', PDF, 'x.pdf')
      .expect(400);
    expect(Object.keys(noCategory.body.errors)).toEqual(['category']);
    await nothingWritten(user);
    expect(await storage.list(`documents/${acc.id}/`)).toEqual([]);
  });
});

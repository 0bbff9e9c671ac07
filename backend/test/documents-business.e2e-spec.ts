import { CAPABILITY_NOT_ALLOWED } from '../src/access/access.guard';
import { BusinessMember } from '../src/businesses/business-member.entity';
import type { ClientRole } from '../src/businesses/business-roles';
import { ClientBusiness } from '../src/businesses/client-business.entity';
import { Clock } from '../src/common/clock/clock';
import { DocumentRequest } from '../src/documents/document-request.entity';
import { DocumentRequestsService } from '../src/documents/document-requests.service';
import { Document } from '../src/documents/document.entity';
import { ScheduledMailJobs } from '../src/documents/mail/scheduled-mail.jobs';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { FILE_STORAGE, FileStorage } from '../src/storage/file-storage';
import { User } from '../src/users/user.entity';
import { createDocumentRequest } from './support/documents-fixtures';
import { clientAgent, PDF, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { createTestApp, DEFAULT_PASSWORD, type TestApp } from './support/test-app';

/**
 * Documents and requests belong to the client business (docs/documents-and-requests.md): every
 * member sees them as the role table says, the payroll role only in the payroll categories, mail
 * goes to the members the area concerns, and a person leaving keeps the business's documents.
 */
describe('Documents of a client business', () => {
  let t: TestApp;
  let storage: FileStorage;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
    storage = t.app.get<FileStorage>(FILE_STORAGE);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  /** A person of their own, made a member of `businessId` with `role` and acting for it. */
  async function member(businessId: number, role: ClientRole, overrides: Record<string, unknown> = {}) {
    const person = await clientAgent(t, { company: undefined, ...overrides });
    await t.dataSource.getRepository(BusinessMember).insert({ businessId, userId: person.user.id, role });
    await person.agent.put('/api/session/business').send({ businessId }).expect(200);
    return person;
  }

  const names = (res: { body: Array<{ fileName: string }> }) => res.body.map((d) => d.fileName).sort();

  it("lets every member see the business's documents, the writers upload, the viewer only read, and a non-member find nothing", async () => {
    const owner = await clientAgent(t, { company: 'Bo-Kaap Spice Traders' });
    const business = owner.user.businessId;
    const bookkeeper = await member(business, 'bookkeeper', { firstName: 'Lindiwe', lastName: 'Zulu' });
    const viewer = await member(business, 'viewer');
    const finance = await member(business, 'finance');
    const stranger = await clientAgent(t);

    const ownersDoc = await upload(owner.agent, { fileName: 'owner-march.pdf' });
    const bookkeepersDoc = await upload(bookkeeper.agent, { fileName: 'bookkeeper-april.pdf', category: 'invoice' });
    await upload(finance.agent, { fileName: 'finance-receipt.pdf', category: 'receipt' });

    // One archive, the business's, whoever uploaded; each row remembers who.
    for (const person of [owner, bookkeeper, viewer, finance]) {
      expect(names(await person.agent.get('/api/documents').expect(200))).toEqual([
        'bookkeeper-april.pdf',
        'finance-receipt.pdf',
        'owner-march.pdf',
      ]);
    }
    expect(await t.dataSource.getRepository(Document).findOneByOrFail({ id: bookkeepersDoc })).toMatchObject({
      businessId: business,
      userId: bookkeeper.user.id,
    });
    const file = await viewer.agent.get(`/api/documents/${ownersDoc}/file`).expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="owner-march.pdf"/);

    // The viewer reads but uploads nothing.
    const refused = await viewer.agent
      .post('/api/documents/upload')
      .field('category', 'invoice')
      .attach('files', PDF, { filename: 'viewer.pdf', contentType: 'application/pdf' })
      .expect(403);
    expect(refused.body.message).toBe(CAPABILITY_NOT_ALLOWED);
    expect(await t.dataSource.getRepository(Document).countBy({ businessId: business })).toBe(3);

    // Another business's person: an empty list, and the business's document is simply not found.
    expect((await stranger.agent.get('/api/documents').expect(200)).body).toEqual([]);
    expect((await stranger.agent.get(`/api/documents/${ownersDoc}/file`).expect(404)).body.message).toBe('Document not found');

    // The quota is the business's: every member sees the same use.
    const usage = (await owner.agent.get('/api/documents/storage').expect(200)).body as { usedBytes: number };
    expect(usage.usedBytes).toBe(3 * PDF.length);
    expect((await bookkeeper.agent.get('/api/documents/storage').expect(200)).body).toEqual(usage);
    expect((await stranger.agent.get('/api/documents/storage').expect(200)).body.usedBytes).toBe(0);
  });

  it('names the document that answered a request when a member other than the owner uploaded it', async () => {
    const owner = await clientAgent(t, { company: 'Signal Hill Joinery' });
    const business = owner.user.businessId;
    const bookkeeper = await member(business, 'bookkeeper');
    // The uploader's own id and the business's differ, as they do for every member but a first owner.
    expect(bookkeeper.user.id).not.toBe(business);
    const open = await createDocumentRequest(t.dataSource, { clientId: business, documentType: 'bank_statement' });
    const res = await bookkeeper.agent
      .post('/api/documents/upload')
      .field('category', 'bank_statement')
      .field('requestId', String(open.id))
      .attach('files', PDF, { filename: 'may-statement.pdf', contentType: 'application/pdf' })
      .expect(201);
    const docId = res.body.documents[0].id as number;

    for (const person of [owner, bookkeeper]) {
      const listed = (await person.agent.get('/api/document-requests').expect(200)).body as Array<Record<string, unknown>>;
      expect(listed).toEqual([
        expect.objectContaining({
          id: open.id,
          status: 'completed',
          fulfilledWith: docId,
          fulfilledDocument: { id: docId, fileName: 'may-statement.pdf' },
        }),
      ]);
    }
  });

  it('gives the payroll role the payroll categories only: listed, uploaded, requested; others are 403 to file and 404 to open', async () => {
    const owner = await clientAgent(t, { company: 'Karoo Olive Co' });
    const business = owner.user.businessId;
    const payroll = await member(business, 'payroll');
    const bank = await upload(owner.agent, { fileName: 'bank.pdf', category: 'bank_statement' });
    const tax = await upload(owner.agent, { fileName: 'emp201.pdf', category: 'payroll_tax' });
    const vatRequest = await createDocumentRequest(t.dataSource, { clientId: business, documentType: 'vat_return' });
    const payrollRequest = await createDocumentRequest(t.dataSource, { clientId: business, documentType: 'payroll_tax' });

    expect(names(await payroll.agent.get('/api/documents').expect(200))).toEqual(['emp201.pdf']);
    expect(names(await owner.agent.get('/api/documents').expect(200))).toEqual(['bank.pdf', 'emp201.pdf']);
    const requests = (await payroll.agent.get('/api/document-requests').expect(200)).body as Array<{ id: number }>;
    expect(requests.map((r) => r.id)).toEqual([payrollRequest.id]);
    expect((await owner.agent.get('/api/document-requests').expect(200)).body).toHaveLength(2);

    await payroll.agent.get(`/api/documents/${tax}/file`).expect(200);
    expect((await payroll.agent.get(`/api/documents/${bank}/file`).expect(404)).body.message).toBe('Document not found');

    const wrong = await payroll.agent
      .post('/api/documents/upload')
      .field('category', 'invoice')
      .attach('files', PDF, { filename: 'invoice.pdf', contentType: 'application/pdf' })
      .expect(403);
    expect(wrong.body).toMatchObject({ message: CAPABILITY_NOT_ALLOWED, code: 'document.category_not_allowed' });
    // Another category's request is not theirs to answer: not found, as another business's.
    const other = await payroll.agent
      .post('/api/documents/upload')
      .field('category', 'payroll_tax')
      .field('requestId', String(vatRequest.id))
      .attach('files', PDF, { filename: 'x.pdf', contentType: 'application/pdf' })
      .expect(404);
    expect(other.body.message).toBe('Document request not found');
    expect(await t.dataSource.getRepository(Document).countBy({ businessId: business })).toBe(2);
    // Nothing of the refused uploads stays in storage.
    expect(await storage.list(`documents/${business}/`)).toHaveLength(2);

    const answered = await upload(payroll.agent, { fileName: 'emp201-april.pdf', category: 'payroll_tax', requestId: payrollRequest.id });
    expect(await t.dataSource.getRepository(Document).findOneByOrFail({ id: answered })).toMatchObject({
      businessId: business,
      userId: payroll.user.id,
      category: 'payroll_tax',
    });
    expect((await payroll.agent.get('/api/document-requests').expect(200)).body).toEqual([
      expect.objectContaining({ id: payrollRequest.id, status: 'completed', fulfilledWith: answered }),
    ]);
  });

  it('sends request mail and reminders to owners and bookkeepers, and a payroll request to owners and payroll, each by name', async () => {
    const owner = await clientAgent(t, { company: 'Table Mountain Tours', firstName: 'Thandi' });
    const business = owner.user.businessId;
    const bookkeeper = await member(business, 'bookkeeper', { firstName: 'Lindiwe' });
    const payroll = await member(business, 'payroll', { firstName: 'Sipho' });
    await member(business, 'viewer', { firstName: 'Aisha' });
    await member(business, 'finance', { firstName: 'Johan' });
    const staff = await staffAgent(t, 'manager', { firstName: 'Lerato', lastName: 'Dlamini' });
    const staffUser = await t.dataSource.getRepository(User).findOneByOrFail({ id: staff.user.id });
    const requests = t.app.get(DocumentRequestsService);

    const recipients = async () =>
      (await t.dataSource.getRepository(OutboxMessage).find({ where: { template: 'document-request' }, order: { id: 'ASC' } })).map((m) => [
        m.to,
        (m.text ?? '').split('\n')[0],
      ]);
    await requests.create(business, staffUser, { documentType: 'vat_return', description: 'March VAT', dueDate: null });
    expect((await recipients()).sort()).toEqual(
      [
        [owner.user.email, 'Hello Thandi,'],
        [bookkeeper.user.email, 'Hello Lindiwe,'],
      ].sort(),
    );
    await t.dataSource.getRepository(OutboxMessage).delete({ template: 'document-request' });
    const payrollRequest = await requests.create(business, staffUser, {
      documentType: 'payroll_tax',
      description: 'EMP201 for March',
      dueDate: null,
    });
    expect((await recipients()).sort()).toEqual(
      [
        [owner.user.email, 'Hello Thandi,'],
        [payroll.user.email, 'Hello Sipho,'],
      ].sort(),
    );

    // Reminders go the same way, each person's own settings applying: the owner turned them off.
    await owner.agent.patch('/api/user/notification-preferences').send({ requestReminders: false }).expect(200);
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await t.dataSource.getRepository(DocumentRequest).update({ id: payrollRequest.id }, { dueDate: due });
    t.app.get(Clock).travelTo(new Date(`${due}T09:00:00+02:00`));
    try {
      expect(await t.app.get(ScheduledMailJobs).sendRequestReminders()).toBe(1);
    } finally {
      t.app.get(Clock).reset();
    }
    const reminders = await t.dataSource.getRepository(OutboxMessage).findBy({ template: 'request-reminder' });
    expect(reminders.map((m) => m.to)).toEqual([payroll.user.email]);
  });

  it('keeps the business’s documents when an uploader closes their account, and deletes them with a business that closes', async () => {
    const owner = await clientAgent(t, { company: 'Langa Bakery' });
    const business = owner.user.businessId;
    const bookkeeper = await member(business, 'bookkeeper');
    const theirs = await upload(bookkeeper.agent, { fileName: 'from-bookkeeper.pdf' });
    await upload(owner.agent, { fileName: 'from-owner.pdf' });

    // The bookkeeper leaves: the business keeps the document, without the person's name.
    await bookkeeper.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await t.dataSource.getRepository(Document).findOneByOrFail({ id: theirs })).toMatchObject({
      businessId: business,
      userId: null,
    });
    expect(names(await owner.agent.get('/api/documents').expect(200))).toEqual(['from-bookkeeper.pdf', 'from-owner.pdf']);
    expect(await storage.list(`documents/${business}/`)).toHaveLength(2);

    // The only owner leaves: the business closes, its documents and files with it.
    const before = await t.dataSource.getRepository(ClientBusiness).countBy({ id: business });
    expect(before).toBe(1);
    await owner.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await t.dataSource.getRepository(ClientBusiness).countBy({ id: business })).toBe(0);
    expect(await t.dataSource.getRepository(Document).countBy({ businessId: business })).toBe(0);
    expect(await storage.list(`documents/${business}/`)).toEqual([]);
  });

  it('keeps a co-owned business’s documents and files when one owner closes their account', async () => {
    const owner = await clientAgent(t, { company: 'Two Owners (Pty) Ltd' });
    const business = owner.user.businessId;
    const second = await member(business, 'owner');
    await upload(owner.agent, { fileName: 'first-owner.pdf' });
    await owner.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(names(await second.agent.get('/api/documents').expect(200))).toEqual(['first-owner.pdf']);
    expect(await storage.list(`documents/${business}/`)).toHaveLength(1);
    await second.agent.get(`/api/documents/${(await second.agent.get('/api/documents')).body[0].id}/file`).expect(200);
  });
});

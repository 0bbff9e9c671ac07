import request from 'supertest';
import yauzl from 'yauzl';
import { DataExport } from '../src/privacy/data-export.entity';
import { DataExportWorker } from '../src/privacy/data-export.worker';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { fileStorage } from './support/documents-fixtures';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { activityRows, assign, PDF, staffAgent, STAFF_SUITE_ENV, upload } from './support/staff-fixtures';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, DEFAULT_PASSWORD, signedInAgent, TestApp } from './support/test-app';

/** Reads every entry of a ZIP held in memory. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

const json = (entries: Map<string, Buffer>, name: string): unknown => JSON.parse(entries.get(name)!.toString('utf8'));

describe('POPIA self-service: account activity and the data export', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it("shows the client every staff download of their documents, with the staff member's name and role but not their IP", async () => {
    const { agent: client, user } = await signedInAgent(t, { firstName: 'Thandi' });
    const docId = await upload(client, { fileName: 'payslip-may.pdf' });
    const { agent: staff, user: accountant } = await staffAgent(t, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assign(t, user.businessId, accountant.id);
    await staff.get(`/api/staff/clients/${user.businessId}/documents/${docId}/file`).expect(200);

    const page = await client.get('/api/account/activity').expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((i: { action: string }) => i.action)).toEqual(['document.staff-access', 'document.upload', 'register']);
    expect(page.body.items[0]).toMatchObject({
      kind: 'staff-access',
      summary: 'A staff member downloaded a document',
      fileName: 'payslip-may.pdf',
      staffName: 'Sipho Dube',
      staffRole: 'accountant',
      ip: null,
      device: null,
    });
    expect(page.body.items[2]).toMatchObject({ kind: 'sign-in', summary: 'Created the account and signed in' });

    // Nobody else sees it; staff actions of their own are not on a client's trail.
    const { agent: other } = await signedInAgent(t);
    expect((await other.get('/api/account/activity').expect(200)).body.items.map((i: { action: string }) => i.action)).toEqual([
      'register',
    ]);
    await request(t.http).get('/api/account/activity').expect(401);
    const bad = await client.get('/api/account/activity?limit=0').expect(400);
    expect(bad.body.errors).toEqual({ limit: 'limit must be at least 1' });
    const big = await client.get('/api/account/activity?limit=201').expect(400);
    expect(big.body.errors).toEqual({ limit: 'limit must be at most 200' });
    const second = await client.get('/api/account/activity?limit=1&offset=1').expect(200);
    expect(second.body).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(second.body.items.map((i: { action: string }) => i.action)).toEqual(['document.upload']);
  });

  it('streams a ZIP that matches what the API answers and the stored files byte for byte, once an hour', async () => {
    const { agent: client, user } = await signedInAgent(t, { firstName: 'Thandi', company: 'Nkosi Catering', city: 'Cape Town' });
    await client
      .post('/api/employees')
      .send({
        firstName: 'Lerato',
        lastName: 'Mokoena',
        email: 'lerato@example.co.za',
        phone: '+27 82 555 0101',
        position: 'Chef',
        employeeId: 'EMP001',
        taxNumber: '0123456789',
        salaryAmount: 18500,
        startDate: '2025-02-01',
        endDate: null,
        isActive: true,
      })
      .expect((r) => expect([r.status, r.body]).toEqual([201, expect.anything()]));
    await upload(client, { fileName: 'statement-march.pdf' });
    await upload(client, { fileName: 'statement-march.pdf' });
    await upload(client, { fileName: 'id copy.pdf', category: 'receipt' });
    // A subscription, so the export carries a pending subscription and its first invoice.
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
    await buyBySigning(t, client, service.id);
    // A conversation: the accountant answers and leaves an internal note beside it.
    const started = await client
      .post('/api/conversations')
      .send({ subject: 'VAT201 for March', body: 'Is my VAT return filed?' })
      .expect(201);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assign(t, user.businessId, acc.id);
    await accountant.post(`/api/staff/conversations/${started.body.id}/messages`).send({ body: 'Filed on Friday.' }).expect(201);
    await accountant
      .post(`/api/staff/conversations/${started.body.id}/messages`)
      .send({ body: 'SECRET-NOTE: ask about the late payments', internal: true })
      .expect(201);
    const { agent: stranger } = await signedInAgent(t);
    await upload(stranger, { fileName: 'not-yours.pdf' });
    await stranger.post('/api/conversations').send({ subject: 'Not yours', body: 'A stranger writes.' }).expect(201);

    // What the screens are told, read before the export (which adds its own activity row).
    const api = {
      profile: (await client.get('/api/user').expect(200)).body,
      employees: (await client.get('/api/employees').expect(200)).body,
      subscriptions: (await client.get('/api/subscriptions').expect(200)).body,
      payments: (await client.get('/api/payments').expect(200)).body,
      invoices: (await client.get('/api/invoices').expect(200)).body,
      requests: (await client.get('/api/document-requests').expect(200)).body,
      documents: (await client.get('/api/documents').expect(200)).body,
      conversation: (await client.get(`/api/conversations/${started.body.id}`).expect(200)).body,
      activity: (await client.get('/api/account/activity?limit=200').expect(200)).body.items,
    };

    const res = await client.get('/api/account/export').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const zip = await unzip(res.body as Buffer);

    // The person's own copy: their account, memberships, uploads, what they wrote and their activity.
    expect([...zip.keys()].sort()).toEqual(
      [
        'README.txt',
        'activity.json',
        'documents.json',
        'files.json',
        'files/id copy.pdf',
        'files/statement-march (2).pdf',
        'files/statement-march.pdf',
        'memberships.json',
        'messages.json',
        'profile.json',
      ].sort(),
    );
    expect(json(zip, 'profile.json')).toEqual(api.profile);
    expect(json(zip, 'memberships.json')).toEqual([{ businessId: user.businessId, name: 'Nkosi Catering', role: 'owner' }]);
    expect(json(zip, 'documents.json')).toEqual(api.documents);
    // Only what the person wrote: not the firm's answer, never a note.
    expect(json(zip, 'messages.json')).toEqual([
      { conversationId: started.body.id, subject: 'VAT201 for March', body: 'Is my VAT return filed?', createdAt: expect.any(String) },
    ]);
    expect(zip.get('messages.json')!.toString('utf8')).not.toMatch(/SECRET-NOTE|Filed on Friday/);
    expect(json(zip, 'activity.json')).toEqual([...(api.activity as unknown[])].reverse());
    for (const name of ['files/statement-march.pdf', 'files/statement-march (2).pdf', 'files/id copy.pdf'])
      expect(zip.get(name)!.equals(PDF)).toBe(true);
    expect(json(zip, 'files.json')).toHaveLength(3);
    const readme = zip.get('README.txt')!.toString('utf8');
    expect(readme).toContain('Protection of Personal Information Act');
    expect(readme).toContain(`Account: ${user.username}.`);
    expect(JSON.stringify([...zip.keys()])).not.toContain('not-yours');
    expect(zip.get('messages.json')!.toString('utf8')).not.toContain('A stranger writes');

    // A tax calendar: the rows read for a window are the rows the business's copy holds.
    await client.patch('/api/user').send({ vatCategory: 'C' }).expect(200);
    const taxCalendar = (await client.get('/api/compliance/obligations?from=2027-01-01&to=2027-03-31').expect(200)).body as unknown[];
    // Monthly VAT201 and, as the business employs someone, EMP201.
    expect(taxCalendar).toHaveLength(6);

    // The owner's copy of the business: its rows, as the business's screens show them.
    const biz = await client.get(`/api/businesses/${user.businessId}/export`).buffer(true).parse(binary).expect(200);
    expect(biz.headers['content-type']).toBe('application/zip');
    expect(biz.headers['content-disposition']).toMatch(/^attachment; filename="business-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(biz.headers['cache-control']).toBe('private, no-store');
    const business = await unzip(biz.body as Buffer);
    expect([...business.keys()].filter((k) => !k.startsWith('files/')).sort()).toEqual(
      [
        'README.txt',
        'business.json',
        'document-requests.json',
        'documents.json',
        'documents-from-the-firm.json',
        'employees.json',
        'files.json',
        'invoices.json',
        'messages.json',
        'payments.json',
        'subscriptions.json',
        'tax-calendar.json',
      ].sort(),
    );
    expect(json(business, 'tax-calendar.json')).toEqual(taxCalendar);
    expect(json(business, 'business.json')).toMatchObject({
      id: user.businessId,
      name: 'Nkosi Catering',
      company: { company: 'Nkosi Catering', city: 'Cape Town', country: 'South Africa' },
      people: [{ userId: user.id, firstName: 'Thandi', email: user.email, role: 'owner' }],
    });
    expect(json(business, 'messages.json')).toEqual([api.conversation]);
    expect((api.conversation as { messages: unknown[] }).messages).toHaveLength(2);
    expect(business.get('messages.json')!.toString('utf8')).not.toMatch(/SECRET-NOTE|A stranger writes/);
    expect(business.get('README.txt')!.toString('utf8')).toContain('a copy of what the client portal holds for Nkosi Catering');
    {
      // The business's copy holds exactly what its screens show.
      expect(json(business, 'employees.json')).toEqual(api.employees);
      expect((api.employees as unknown[]).length).toBe(1);
      expect(json(business, 'subscriptions.json')).toEqual(api.subscriptions);
      expect(json(business, 'payments.json')).toEqual(api.payments);
      expect(json(business, 'invoices.json')).toEqual(api.invoices);
      expect((api.invoices as unknown[]).length).toBe(1);
      expect((api.subscriptions as unknown[]).length).toBe(1);
      expect(json(business, 'document-requests.json')).toEqual(api.requests);
      expect(json(business, 'documents.json')).toEqual(api.documents);
      expect(json(business, 'documents-from-the-firm.json')).toEqual([]);
      expect([...business.keys()].filter((k) => k.startsWith('files/')).sort()).toEqual(
        ['files/id copy.pdf', 'files/statement-march (2).pdf', 'files/statement-march.pdf'].sort(),
      );
      for (const name of ['files/statement-march.pdf', 'files/statement-march (2).pdf', 'files/id copy.pdf'])
        expect(business.get(name)!.equals(PDF)).toBe(true);
    }
    const logged = await activityRows(t, 'data.export.business');
    expect(logged.map((r) => [r.userId, r.details])).toEqual([
      [user.id, { businessId: user.businessId, documents: (json(business, 'files.json') as unknown[]).length }],
    ]);
    // One copy of a business an hour for each owner.
    const tooSoon = await client.get(`/api/businesses/${user.businessId}/export`).expect(429);
    expect(tooSoon.body).toEqual({
      statusCode: 429,
      message: 'You can download a business’s data once an hour. Please try again later.',
      code: 'data_export.business_too_soon',
    });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(3500);

    // One an hour, whichever instance is asked.
    const again = await client.get('/api/account/export').expect(429);
    expect(again.body).toEqual({
      statusCode: 429,
      message: 'You can download your data once an hour. Please try again later.',
      code: 'data_export.too_soon',
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
    // An hour later it works again.
    await t.dataSource.getRepository(DataExport).update({ userId: user.id }, { lastStartedAt: Date.now() - 3_600_001 });
    await client.get('/api/account/export').buffer(true).parse(binary).expect(200);

    // The stranger's own export holds only their own file.
    const theirs = await unzip((await stranger.get('/api/account/export').buffer(true).parse(binary).expect(200)).body as Buffer);
    expect([...theirs.keys()].filter((k) => k.startsWith('files/'))).toEqual(['files/not-yours.pdf']);
    await request(t.http).get('/api/account/export').expect(401);
  });
});

describe('POPIA self-service: the business’s copy is for its owners', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('gives any owner a copy with every member’s conversations; other members get 403, anyone else and staff 404', async () => {
    const { agent: owner, user } = await signedInAgent(t, { firstName: 'Thandi', company: 'Nkosi Catering' });
    const join = async (firstName: string, role: 'owner' | 'finance' | 'viewer') => {
      const person = await signedInAgent(t, { firstName, company: `${firstName} Trading` });
      await t.dataSource.getRepository(BusinessMember).insert({ businessId: user.businessId, userId: person.user.id, role });
      await person.agent.put('/api/session/business').send({ businessId: user.businessId }).expect(200);
      return person;
    };
    const coOwner = await join('Sizwe', 'owner');
    const finance = await join('Fatima', 'finance');
    const viewer = await join('Vusi', 'viewer');
    const { agent: stranger } = await signedInAgent(t, { firstName: 'Pieter' });
    const { agent: manager } = await staffAgent(t, 'manager');
    const started = await owner.post('/api/conversations').send({ subject: 'Payroll', body: 'From the owner' }).expect(201);
    await finance.agent.post(`/api/conversations/${started.body.id}/messages`).send({ body: 'From finance' }).expect(201);
    await stranger.post('/api/conversations').send({ subject: 'Not yours', body: 'A stranger writes.' }).expect(201);

    for (const member of [finance, viewer]) {
      const refused = await member.agent.get(`/api/businesses/${user.businessId}/export`).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, message: 'Only an owner of the business can download its data' });
    }
    for (const outsider of [stranger, manager]) {
      const missing = await outsider.get(`/api/businesses/${user.businessId}/export`).expect(404);
      expect(missing.body.message).toBe('Business not found');
    }
    // Refusals count for nobody: a member who is not an owner, asking again, is refused the same way.
    await finance.agent.get(`/api/businesses/${user.businessId}/export`).expect(403);
    // Asking did not use up the owners' hour, nor did a business that does not exist.
    expect((await owner.get('/api/businesses/999999/export').expect(404)).body.message).toBe('Business not found');
    expect((await owner.get('/api/businesses/abc/export').expect(404)).body.message).toBe('Business not found');
    await request(t.http).get(`/api/businesses/${user.businessId}/export`).expect(401);

    // The co-owner, acting for their own business at the moment, takes the copy by naming this one.
    await coOwner.agent.put('/api/session/business').send({ businessId: coOwner.user.businessId }).expect(200);
    const res = await coOwner.agent.get(`/api/businesses/${user.businessId}/export`).buffer(true).parse(binary).expect(200);
    const zip = await unzip(res.body as Buffer);
    const messages = json(zip, 'messages.json') as Array<{ subject: string; messages: Array<{ body: string; author: { name: string } }> }>;
    expect(messages.map((c) => c.subject)).toEqual(['Payroll']);
    expect(messages[0].messages.map((m) => [m.author.name, m.body])).toEqual([
      [expect.stringMatching(/^Thandi/), 'From the owner'],
      [expect.stringMatching(/^Fatima/), 'From finance'],
    ]);
    expect((json(zip, 'business.json') as { people: Array<{ userId: number; role: string }> }).people).toEqual(
      [user.id, coOwner.user.id, finance.user.id, viewer.user.id].map((userId, i) =>
        expect.objectContaining({ userId, role: ['owner', 'owner', 'finance', 'viewer'][i] }),
      ),
    );
    expect(zip.get('messages.json')!.toString('utf8')).not.toContain('A stranger writes');
    // The first owner's hour is their own.
    await owner.get(`/api/businesses/${user.businessId}/export`).buffer(true).parse(binary).expect(200);
  });
});

describe('POPIA self-service: a large account gets its copy built in the background and a 24-hour mail link', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Every account with a stored file counts as large; the test runs the builder itself.
    t = await createTestApp({ ...STAFF_SUITE_ENV, EXPORT_STREAM_MAX_MB: '0', EXPORT_WORKER: 'false', MAIL_WORKER: 'false' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const exportMail = async (to: string) => t.dataSource.getRepository(OutboxMessage).findOneByOrFail({ to, template: 'data-export-ready' });
  const tokenIn = (text: string | null) => new URL(/https?:\/\/\S+export=\S+/.exec(text ?? '')![0]).searchParams.get('export')!;

  it('answers 202, builds the same archive into storage once, mails a link that only its owner can use, and deletes it after 24 hours', async () => {
    const { agent: client, user } = await signedInAgent(t, { firstName: 'Thandi' });
    await upload(client, { fileName: 'statement-march.pdf' });
    await upload(client, { fileName: 'payroll.pdf' });

    const res = await client.get('/api/account/export').expect(202);
    expect(res.body).toEqual({
      status: 'preparing',
      message: 'Your data is being prepared. We will email you a link to download it; the link works for 24 hours.',
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await client.get('/api/account/export/status').expect(200)).body).toMatchObject({ status: 'preparing', readyAt: null });
    // Still one an hour.
    await client.get('/api/account/export').expect(429);

    // Two instances' workers at once: one builds, and exactly one mail goes out.
    const worker = t.app.get(DataExportWorker);
    const second = await createTestApp(
      { ...STAFF_SUITE_ENV, EXPORT_STREAM_MAX_MB: '0', EXPORT_WORKER: 'false', MAIL_WORKER: 'false' },
      { reset: false },
    );
    try {
      await Promise.all([worker.runOnce(), second.app.get(DataExportWorker).runOnce()]);
      await worker.runOnce();
    } finally {
      await second.close();
    }
    const mails = await t.dataSource.getRepository(OutboxMessage).findBy({ template: 'data-export-ready' });
    expect(mails).toHaveLength(1);
    const mail = await exportMail(user.email);
    expect(mail.subject).toBe('Your copy of your Table Bay Accounting data is ready');
    expect(mail.category).toBe('account');
    expect(mail.text).toContain('only when you are signed in to your account');
    const token = tokenIn(mail.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.dataSource.getRepository(DataExport).findOneByOrFail({ userId: user.id });
    expect(row).toMatchObject({ status: 'ready', attempts: 1 });
    expect(row.tokenHash).not.toContain(token);
    expect(row.storageKey).toMatch(new RegExp(`^exports/${user.id}/`));
    const status = (await client.get('/api/account/export/status').expect(200)).body;
    expect(status).toMatchObject({ status: 'ready', sizeBytes: row.sizeBytes });
    expect(Date.parse(status.expiresAt) - Date.parse(status.readyAt)).toBe(24 * 3_600_000);

    // The owner downloads it: the same parts and files as a streamed export.
    const got = await client.get(`/api/account/export/download/${token}`).buffer(true).parse(binary).expect(200);
    expect(got.headers['content-type']).toBe('application/zip');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(got.headers['cache-control']).toBe('private, no-store');
    const zip = await unzip(got.body as Buffer);
    expect([...zip.keys()].filter((k) => k.startsWith('files/')).sort()).toEqual(['files/payroll.pdf', 'files/statement-march.pdf']);
    expect(zip.get('files/payroll.pdf')!.equals(PDF)).toBe(true);
    expect(json(zip, 'profile.json')).toEqual((await client.get('/api/user').expect(200)).body);
    expect(zip.has('messages.json')).toBe(true);

    // Nobody else, no other token, nobody signed out.
    const { agent: stranger } = await signedInAgent(t);
    const theirs = await stranger.get(`/api/account/export/download/${token}`).expect(404);
    expect(theirs.body.message).toBe('This download link is not valid or has expired. You can ask for a new copy in Settings.');
    await client.get(`/api/account/export/download/${token.slice(0, -1)}x`).expect(404);
    await request(t.http).get(`/api/account/export/download/${token}`).expect(401);

    // 24 hours later: the link is dead and the stored copy gone.
    await t.app.get(DataExportWorker).runOnce(Date.now() + 24 * 3_600_000 + 1000);
    await client.get(`/api/account/export/download/${token}`).expect(404);
    expect((await client.get('/api/account/export/status').expect(200)).body.status).toBe('expired');
    expect(await fileStorage(t).list(`exports/${user.id}/`)).toEqual([]);
    const actions = (await t.dataSource.getRepository(ActivityLog).findBy({ userId: user.id })).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['data.export.requested', 'data.export', 'data.export.download']));
  });

  it('deletes a waiting copy with the account', async () => {
    const { agent: client, user } = await signedInAgent(t);
    await upload(client, { fileName: 'a.pdf' });
    await client.get('/api/account/export').expect(202);
    await t.app.get(DataExportWorker).runOnce();
    expect(await fileStorage(t).list(`exports/${user.id}/`)).toHaveLength(1);
    await client.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await fileStorage(t).list(`exports/${user.id}/`)).toEqual([]);
  });
});

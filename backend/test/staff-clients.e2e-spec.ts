import request from 'supertest';
import { AdminNotification } from '../src/staff/admin-notification.entity';
import { CompanyEmployee } from '../src/employees/company-employee.entity';
import { DocumentRequest } from '../src/documents/document-request.entity';
import { Document } from '../src/documents/document.entity';
import { fileStorage } from './support/documents-fixtures';
import { User } from '../src/users/user.entity';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { enrolTotp } from './support/two-factor';
import { DomainEvents } from '../src/common/events/domain-events';
import { activityRows, assign, clientAgent, eventually, PDF, saDate, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';
import { buyPackage, markPaid } from './support/billing-fixtures';

describe('Staff side: clients, document review, document requests and notes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('lists clients with search, filters and paging', async () => {
    const { user: thandi } = await clientAgent(t, { company: 'Nkosi Catering' });
    const { user: pieter, agent: pieterAgent } = await clientAgent(t, {
      firstName: 'Pieter',
      lastName: 'van Wyk',
      company: '50% Off Traders',
    });
    const { user: aisha } = await clientAgent(t, { firstName: 'Aisha', lastName: 'Patel', company: 'Patel Design' });
    await t.dataSource.getRepository(User).update({ id: aisha.id }, { isProfileComplete: true });
    const { agent: manager } = await staffAgent(t, 'manager');

    const all = await manager.get('/api/staff/clients').expect(200);
    expect(all.body).toMatchObject({ total: 3, limit: 25, offset: 0 });
    // Newest first.
    expect(all.body.items.map((c: { id: number }) => c.id)).toEqual([aisha.businessId, pieter.businessId, thandi.businessId]);
    expect(all.body.items[0]).toMatchObject({ name: 'Aisha Patel', company: 'Patel Design', activeSubscription: null, openRequests: 0 });
    expect(JSON.stringify(all.body)).not.toMatch(/argon2|password/);

    const byName = await manager.get('/api/staff/clients?q=pieter%20WYK').expect(200);
    expect(byName.body.items.map((c: { id: number }) => c.id)).toEqual([pieter.businessId]);
    const byEmail = await manager.get(`/api/staff/clients?q=${encodeURIComponent(thandi.email)}`).expect(200);
    expect(byEmail.body.items.map((c: { id: number }) => c.id)).toEqual([thandi.businessId]);
    // A % in the search is a character, not a wildcard.
    const percent = await manager.get('/api/staff/clients?q=50%25').expect(200);
    expect(percent.body.items.map((c: { id: number }) => c.id)).toEqual([pieter.businessId]);

    const complete = await manager.get('/api/staff/clients?profileComplete=true').expect(200);
    expect(complete.body.items.map((c: { id: number }) => c.id)).toEqual([aisha.businessId]);

    await manager
      .post(`/api/staff/clients/${thandi.businessId}/document-requests`)
      .send({ documentType: 'invoice', description: 'March invoices', dueDate: saDate(7) })
      .expect(201);
    const open = await manager.get('/api/staff/clients?hasOpenRequests=true').expect(200);
    expect(open.body.items).toEqual([expect.objectContaining({ id: thandi.businessId, openRequests: 1 })]);

    const bought = await buyPackage(t, pieterAgent);
    await markPaid(manager, bought.invoice.id);
    const active = await manager.get('/api/staff/clients?hasActiveSubscription=true').expect(200);
    expect(active.body.items).toEqual([expect.objectContaining({ id: pieter.businessId, activeSubscription: bought.service.title })]);
    const inactive = await manager.get('/api/staff/clients?hasActiveSubscription=false').expect(200);
    expect(inactive.body.total).toBe(2);

    const page = await manager.get('/api/staff/clients?limit=2&offset=2').expect(200);
    expect(page.body).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(page.body.items).toHaveLength(1);
    const bad = await manager.get('/api/staff/clients?limit=500&profileComplete=maybe').expect(400);
    expect(bad.body.errors).toMatchObject({ limit: 'limit must be at most 100', profileComplete: 'profileComplete must be true or false' });
  });

  it('shows the client page with profile, employees, billing, documents, requests and assignments', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assign(t, user.businessId, acc.id);
    await t.dataSource
      .getRepository(CompanyEmployee)
      .save({ businessId: user.businessId, userId: user.id, firstName: 'Lerato', lastName: 'Mokoena', isActive: true });
    const docId = await upload(client);
    await accountant
      .post(`/api/staff/clients/${user.businessId}/document-requests`)
      .send({ documentType: 'tax_return', description: 'ITR14 2025', dueDate: saDate(10) })
      .expect(201);
    const { subscription: sub, invoice } = await buyPackage(t, client);

    const res = await accountant.get(`/api/staff/clients/${user.businessId}`).set('User-Agent', 'Staff browser/1.0').expect(200);
    expect(res.body.profile).toMatchObject({ id: user.id, username: user.username, company: 'Nkosi Catering', country: 'South Africa' });
    expect(res.body.profile).not.toHaveProperty('password');
    expect(res.body.profile).not.toHaveProperty('stripeCustomerId');
    expect(res.body.employees).toEqual([expect.objectContaining({ firstName: 'Lerato', lastName: 'Mokoena' })]);
    expect(res.body.subscriptions).toEqual([
      expect.objectContaining({ id: sub.id, status: 'pending', service: expect.objectContaining({ title: expect.any(String) }) }),
    ]);
    expect(res.body.payments).toEqual([
      expect.objectContaining({ amount: invoice.total, status: 'pending', stripePaymentId: null, paymentMethod: null }),
    ]);
    expect(res.body.documents).toEqual([
      expect.objectContaining({
        id: docId,
        fileName: 'statement-march.pdf',
        status: 'pending',
        downloadUrl: `/api/staff/clients/${user.businessId}/documents/${docId}/file`,
      }),
    ]);
    expect(res.body.documents[0]).not.toHaveProperty('storageKey');
    expect(res.body.requests).toEqual([
      expect.objectContaining({ documentType: 'tax_return', status: 'pending', fulfilledDocument: null }),
    ]);
    expect(res.body.assignments).toEqual([expect.objectContaining({ accountantId: acc.id, accountantName: 'Sipho Dube' })]);
    // The audit context carries the actor and the request's origin into the service.
    expect((await activityRows(t, 'staff.client.view'))[0]).toMatchObject({
      userId: acc.id,
      details: { clientId: user.businessId, businessId: user.businessId, client: 'Nkosi Catering' },
      userAgent: 'Staff browser/1.0',
      ipAddress: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
  });

  it('lists businesses by name, found by their people, and shows each business with its people, roles and two-factor', async () => {
    const { agent: owner, user: thandi } = await clientAgent(t, { company: 'Nkosi Catering' });
    const { agent: bookkeeperAgent, user: bookkeeper } = await clientAgent(t, {
      firstName: 'Lindiwe',
      lastName: 'Zulu',
      company: 'Zulu Books',
      email: 'lindiwe@zulubooks.co.za',
    });
    const { user: other } = await clientAgent(t, { firstName: 'Pieter', lastName: 'van Wyk', company: 'Karoo Wool' });
    // Lindiwe also keeps Nkosi Catering's books: a second person of that business.
    await t.dataSource.getRepository(BusinessMember).insert({ businessId: thandi.businessId, userId: bookkeeper.id, role: 'bookkeeper' });
    await enrolTotp(bookkeeperAgent);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, thandi.businessId, acc.id);

    const all = await manager.get('/api/staff/clients').expect(200);
    expect(
      all.body.items.map((c: { id: number; businessName: string; peopleCount: number }) => [c.id, c.businessName, c.peopleCount]),
    ).toEqual([
      [other.businessId, 'Karoo Wool', 1],
      [bookkeeper.businessId, 'Zulu Books', 1],
      [thandi.businessId, 'Nkosi Catering', 2],
    ]);
    // The row's person is the owner who stands for the business, not a member who joined later.
    expect(all.body.items[2]).toMatchObject({ name: 'Thandi Nkosi', email: thandi.email, username: thandi.username });
    // A business is found by its name and by the names and emails of any of its people.
    const ids = async (q: string) =>
      ((await manager.get(`/api/staff/clients?q=${encodeURIComponent(q)}`).expect(200)).body.items as Array<{ id: number }>).map(
        (c) => c.id,
      );
    expect(await ids('catering')).toEqual([thandi.businessId]);
    expect(await ids('lindiwe zulu')).toEqual([bookkeeper.businessId, thandi.businessId]);
    expect(await ids('lindiwe@zulubooks')).toEqual([bookkeeper.businessId, thandi.businessId]);
    expect(await ids('lindiwe catering')).toEqual([thandi.businessId]);
    expect(await ids('nobody-at-all')).toEqual([]);
    // An accountant lists only the businesses assigned to them, whoever else their people serve.
    const mine = await accountant.get('/api/staff/clients?q=lindiwe').expect(200);
    expect(mine.body).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ id: thandi.businessId, businessName: 'Nkosi Catering' })],
    });

    const page = await accountant.get(`/api/staff/clients/${thandi.businessId}`).expect(200);
    expect(page.body.business).toEqual({ id: thandi.businessId, name: 'Nkosi Catering', createdAt: expect.any(String) });
    expect(page.body.people).toEqual([
      {
        userId: thandi.id,
        name: 'Thandi Nkosi',
        email: thandi.email,
        role: 'owner',
        lastSignInAt: expect.any(String),
        twoFactorEnabled: false,
      },
      {
        userId: bookkeeper.id,
        name: 'Lindiwe Zulu',
        email: 'lindiwe@zulubooks.co.za',
        role: 'bookkeeper',
        lastSignInAt: expect.any(String),
        twoFactorEnabled: true,
      },
    ]);
    expect(JSON.stringify(page.body.people)).not.toMatch(/argon2|password|secret/i);
    // The company profile is still the owner's account's.
    expect(page.body.profile).toMatchObject({ id: thandi.id, company: 'Nkosi Catering' });
    // Another business, even one a person of this business owns, is not this accountant's: 404.
    const refused = await accountant.get(`/api/staff/clients/${bookkeeper.businessId}`).expect(404);
    expect(refused.body).toEqual({ statusCode: 404, message: 'Client not found', code: 'client.not_found' });
    await accountant.get(`/api/staff/clients/${bookkeeper.businessId}/notes`).expect(404);
    await owner.get(`/api/staff/clients/${thandi.businessId}`).expect(403);
  });

  it('names the person who acted and the business in the staff inbox, and links the business', async () => {
    const { user: thandi } = await clientAgent(t, { company: 'Nkosi Catering' });
    const { user: lindiwe } = await clientAgent(t, { firstName: 'Lindiwe', lastName: 'Zulu', company: 'Zulu Books' });
    const { user: solo } = await clientAgent(t, { firstName: 'Sam', lastName: 'Solo', company: '' });
    await t.dataSource.getRepository(BusinessMember).insert({ businessId: thandi.businessId, userId: lindiwe.id, role: 'bookkeeper' });
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, thandi.businessId, acc.id);

    // Lindiwe uploads for Nkosi Catering: the business's accountant hears of it, by her name and the business's.
    t.app
      .get(DomainEvents)
      .emit('document.uploaded', { userId: lindiwe.id, businessId: thandi.businessId, documentIds: [1], requestId: null });
    const inbox = await eventually(
      () => accountant.get('/api/staff/notifications').then((r) => r.body as { items: Array<Record<string, unknown>> }),
      (b) => b.items.length >= 1,
    );
    expect(inbox.items).toEqual([
      expect.objectContaining({
        type: 'document_uploaded',
        title: 'New upload from Lindiwe Zulu (Nkosi Catering)',
        message: 'Lindiwe Zulu (Nkosi Catering) uploaded 1 document for review.',
        relatedTo: 'client',
        relatedId: thandi.businessId,
        businessId: thandi.businessId,
        actorId: lindiwe.id,
        isShared: false,
      }),
    ]);
    // A business named after its person names them once; an unassigned business's notice is shared.
    t.app.get(DomainEvents).emit('document.uploaded', { userId: solo.id, businessId: solo.businessId, documentIds: [1], requestId: null });
    const shared = await eventually(
      () => manager.get('/api/staff/notifications').then((r) => r.body as { items: Array<Record<string, unknown>> }),
      (b) => b.items.length >= 1,
    );
    expect(shared.items).toEqual([
      expect.objectContaining({ title: 'New upload from Sam Solo', relatedId: solo.businessId, actorId: solo.id, isShared: true }),
    ]);
    // The notice names the person: it goes with their account; and with the business when that closes.
    await t.dataSource.getRepository(User).delete({ id: lindiwe.id });
    expect(await t.dataSource.getRepository(AdminNotification).countBy({ businessId: thandi.businessId })).toBe(0);
    await t.dataSource.query('DELETE FROM client_businesses WHERE id = ?', [solo.businessId]);
    expect(await t.dataSource.getRepository(AdminNotification).count()).toBe(0);
  });

  it('runs the journey: staff request, client upload against it, staff review, client sees the outcome', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, user.businessId, acc.id);

    // Validation: the due date is a real date, today or later in South Africa; description required.
    const past = await accountant
      .post(`/api/staff/clients/${user.businessId}/document-requests`)
      .send({ documentType: 'bank_statement', description: 'x', dueDate: saDate(-1) })
      .expect(400);
    expect(past.body.errors).toEqual({ dueDate: 'Due date must be a valid date, today or later' });
    const missing = await accountant
      .post(`/api/staff/clients/${user.businessId}/document-requests`)
      .send({ documentType: 'nonsense', description: '  ', dueDate: '' })
      .expect(400);
    expect(missing.body.errors).toEqual({
      documentType: 'Please choose a document type from the list',
      description: 'Description is required',
      dueDate: 'Due date is required',
    });
    await accountant
      .post(`/api/staff/clients/${user.businessId}/document-requests`)
      .send({ documentType: 'bank_statement', description: 'x', dueDate: '2026-02-30' })
      .expect(400);

    const created = await accountant
      .post(`/api/staff/clients/${user.businessId}/document-requests`)
      .send({ documentType: 'bank_statement', description: 'Bank statements March to May', dueDate: saDate(0) })
      .expect(201);
    expect(created.body).toMatchObject({
      clientId: user.businessId,
      requestedBy: acc.id,
      status: 'pending',
      dueDate: saDate(0),
      fulfilledWith: null,
    });

    // The client sees it through the dashboard's own route.
    const theirs = await client.get('/api/document-requests').expect(200);
    expect(theirs.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        documentType: 'bank_statement',
        description: 'Bank statements March to May',
        status: 'pending',
      }),
    ]);

    const docId = await upload(client, { requestId: created.body.id });

    // The assigned accountant is told about the upload and the fulfilled request; nobody else is.
    const notes = await eventually(
      () => t.dataSource.getRepository(AdminNotification).find({ order: { id: 'ASC' } }),
      (rows) => rows.length >= 2,
    );
    expect(notes.map((n) => [n.type, n.userId, n.relatedTo, n.relatedId]).sort()).toEqual(
      [
        ['document_uploaded', acc.id, 'client', user.businessId],
        ['request_fulfilled', acc.id, 'client', user.businessId],
      ].sort(),
    );
    const accNotes = await accountant.get('/api/staff/notifications').expect(200);
    expect(accNotes.body.unreadCount).toBe(2);
    expect(accNotes.body.items.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining([
        'New upload from Thandi Nkosi (Nkosi Catering)',
        'Thandi Nkosi (Nkosi Catering) fulfilled a document request',
      ]),
    );
    // The request's type as the portal labels it, not the stored key.
    expect(accNotes.body.items.map((n: { message: string }) => n.message)).toContainEqual(
      expect.stringMatching(/^Thandi Nkosi \(Nkosi Catering\) answered the Bank Statement request with /),
    );
    expect((await manager.get('/api/staff/notifications').expect(200)).body.total).toBe(0);

    const completed = await accountant.get('/api/staff/document-requests?status=completed').expect(200);
    expect(completed.body.items).toEqual([
      expect.objectContaining({
        request: expect.objectContaining({
          id: created.body.id,
          status: 'completed',
          fulfilledWith: docId,
          fulfilledDocument: { id: docId, fileName: 'statement-march.pdf' },
        }),
        // The client is the business, named as such.
        client: { id: user.businessId, name: 'Nkosi Catering', company: null },
      }),
    ]);
    expect((await accountant.get('/api/staff/document-requests').expect(200)).body.total).toBe(0);

    // The review queue holds it; staff download it as an attachment.
    const queue = await accountant.get('/api/staff/documents').expect(200);
    // It names the person of the business who uploaded it, not only the business.
    expect(queue.body.items).toEqual([
      expect.objectContaining({ document: expect.objectContaining({ id: docId, status: 'pending', uploaderName: 'Thandi Nkosi' }) }),
    ]);
    const file = await accountant
      .get(`/api/staff/clients/${user.businessId}/documents/${docId}/file`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="statement-march.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toMatch(/application\/pdf/);

    // Review: notes are required for a rejection or a revision.
    const noNotes = await accountant
      .patch(`/api/staff/clients/${user.businessId}/documents/${docId}/review`)
      .send({ status: 'needs_revision', reviewNotes: ' ' })
      .expect(400);
    expect(noNotes.body).toEqual({
      statusCode: 400,
      message: 'Review notes are required when a document is rejected or needs revision',
      errors: { reviewNotes: 'Review notes are required when a document is rejected or needs revision' },
    });
    await accountant.patch(`/api/staff/clients/${user.businessId}/documents/${docId}/review`).send({ status: 'pending' }).expect(400);
    const reviewed = await accountant
      .patch(`/api/staff/clients/${user.businessId}/documents/${docId}/review`)
      .send({ status: 'needs_revision', reviewNotes: 'Page 2 is missing; please upload the full statement.' })
      .expect(200);
    expect(reviewed.body).toMatchObject({
      status: 'needs_revision',
      reviewedBy: acc.id,
      reviewerName: 'Accountant Staff',
      uploaderName: 'Thandi Nkosi',
    });
    expect(reviewed.body.reviewedAt).toBeTruthy();
    expect(reviewed.body.lastModified).toBeTruthy();

    // The client sees the review in their own document list.
    const docs = await client.get('/api/documents').expect(200);
    expect(docs.body).toEqual([
      expect.objectContaining({
        id: docId,
        status: 'needs_revision',
        reviewNotes: 'Page 2 is missing; please upload the full statement.',
        reviewedAt: reviewed.body.reviewedAt,
      }),
    ]);

    const approved = await accountant
      .patch(`/api/staff/clients/${user.businessId}/documents/${docId}/review`)
      .send({ status: 'approved' })
      .expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', reviewNotes: null });
    expect((await accountant.get('/api/staff/documents?status=approved').expect(200)).body.total).toBe(1);

    for (const action of ['staff.request.create', 'staff.document.download', 'staff.document.review']) {
      const rows = await activityRows(t, action);
      expect([action, rows[0]?.userId, rows[0]?.details?.clientId]).toEqual([action, acc.id, user.businessId]);
    }
    await accountant.get(`/api/staff/clients/${user.businessId}/documents/999999/file`).expect(404);
  });

  it.each([
    ['text/html', 'page.html', '<script>alert(1)</script>'],
    ['image/svg+xml', 'logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['application/x-made-up', 'a.bin', 'bytes'],
  ])('serves a client file declared as %s to staff with the same headers as the client download', async (type, name, content) => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    const res = await client
      .post('/api/documents/upload')
      .field('category', 'other')
      .attach('files', Buffer.from(content), { filename: name, contentType: type })
      .expect(201);
    const id = (res.body as { documents: Array<{ id: number }> }).documents[0].id;
    const own = await client.get(`/api/documents/${id}/file`).buffer(true).parse(binary).expect(200);
    const staff = await manager.get(`/api/staff/clients/${user.businessId}/documents/${id}/file`).buffer(true).parse(binary).expect(200);
    expect(staff.headers['content-type']).toBe('application/octet-stream');
    for (const header of ['content-type', 'content-disposition', 'content-security-policy', 'x-content-type-options', 'cache-control'])
      expect([header, staff.headers[header]]).toEqual([header, own.headers[header]]);
    expect((staff.body as Buffer).toString()).toBe(content);
  });

  it('answers 404 to staff when the stored object of a document has gone missing', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    const id = await upload(client);
    const row = await t.dataSource.getRepository(Document).findOneByOrFail({ id });
    await fileStorage(t).delete(row.storageKey);
    const res = await manager.get(`/api/staff/clients/${user.businessId}/documents/${id}/file`).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'The file for this document is no longer available',
      code: 'document.file_not_available',
    });
  });

  it('derives overdue, and cancels an open request but not a fulfilled one', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: manager, user: mgr } = await staffAgent(t, 'manager');
    const late = await t.dataSource.getRepository(DocumentRequest).save({
      clientId: user.businessId,
      requestedBy: mgr.id,
      documentType: 'invoice',
      description: 'Old',
      dueDate: saDate(-3),
      status: 'pending',
    });
    const overdue = await manager.get('/api/staff/document-requests?status=overdue').expect(200);
    expect(overdue.body.items).toEqual([expect.objectContaining({ request: expect.objectContaining({ id: late.id, status: 'overdue' }) })]);
    expect((await manager.get('/api/staff/document-requests?status=pending').expect(200)).body.total).toBe(0);

    const cancel = await manager.delete(`/api/staff/clients/${user.businessId}/document-requests/${late.id}`).expect(200);
    expect(cancel.body).toEqual({ message: 'Request canceled' });
    expect((await client.get('/api/document-requests').expect(200)).body).toEqual([]);
    await manager.delete(`/api/staff/clients/${user.businessId}/document-requests/${late.id}`).expect(404);

    const req = await manager
      .post(`/api/staff/clients/${user.businessId}/document-requests`)
      .send({ documentType: 'receipt', description: 'Till slips', dueDate: saDate(5) })
      .expect(201);
    await upload(client, { requestId: req.body.id, category: 'receipt' });
    const refused = await manager.delete(`/api/staff/clients/${user.businessId}/document-requests/${req.body.id}`).expect(409);
    expect(refused.body.message).toMatch(/already been fulfilled/);
    const list = await manager.get(`/api/staff/clients/${user.businessId}/document-requests`).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: req.body.id, status: 'completed' })]);
    expect(await activityRows(t, 'staff.request.cancel')).toHaveLength(1);

    // An unassigned client's upload goes to everyone (managers and admins), not to accountants.
    const shared = await eventually(
      () => manager.get('/api/staff/notifications').then((r) => r.body as { total: number; items: Array<{ isShared: boolean }> }),
      (b) => b.total >= 2,
    );
    expect(shared.items.every((n) => n.isShared)).toBe(true);
    const { agent: accountant } = await staffAgent(t, 'accountant');
    expect((await accountant.get('/api/staff/notifications').expect(200)).body.total).toBe(0);
  });

  it('keeps notes to staff: private to the author (and admins) by default, shared on request', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    const { agent: admin } = await staffAgent(t, 'admin');
    await assign(t, user.businessId, acc.id);

    const priv = await accountant
      .post(`/api/staff/clients/${user.businessId}/notes`)
      .send({ content: '  Prefers WhatsApp over email.  ' })
      .expect(201);
    expect(priv.body).toMatchObject({
      content: 'Prefers WhatsApp over email.',
      isPrivate: true,
      authorId: acc.id,
      authorName: 'Accountant Staff',
      canEdit: true,
    });
    const shared = await accountant
      .post(`/api/staff/clients/${user.businessId}/notes`)
      .send({ content: 'Year end is February.', isPrivate: false })
      .expect(201);
    await accountant.post(`/api/staff/clients/${user.businessId}/notes`).send({ content: '' }).expect(400);

    expect((await accountant.get(`/api/staff/clients/${user.businessId}/notes`).expect(200)).body).toHaveLength(2);
    const seenByManager = await manager.get(`/api/staff/clients/${user.businessId}/notes`).expect(200);
    expect(seenByManager.body).toEqual([expect.objectContaining({ id: shared.body.id, canEdit: false })]);
    expect((await admin.get(`/api/staff/clients/${user.businessId}/notes`).expect(200)).body).toHaveLength(2);

    // Someone else's private note is not there; a shared one can be read but not changed.
    await manager.patch(`/api/staff/clients/${user.businessId}/notes/${priv.body.id}`).send({ content: 'x' }).expect(404);
    await manager.patch(`/api/staff/clients/${user.businessId}/notes/${shared.body.id}`).send({ content: 'x' }).expect(403);

    const edited = await accountant
      .patch(`/api/staff/clients/${user.businessId}/notes/${priv.body.id}`)
      .send({ content: 'Prefers WhatsApp.', isPrivate: false })
      .expect(200);
    expect(edited.body).toMatchObject({ content: 'Prefers WhatsApp.', isPrivate: false });
    await admin.delete(`/api/staff/clients/${user.businessId}/notes/${shared.body.id}`).expect(200);
    const gone = await accountant.delete(`/api/staff/clients/${user.businessId}/notes/${priv.body.id}`).expect(200);
    expect(gone.body).toEqual({ message: 'Note deleted' });
    expect((await accountant.get(`/api/staff/clients/${user.businessId}/notes`).expect(200)).body).toEqual([]);

    // The client never reaches notes, and no client route carries them.
    await client.get(`/api/staff/clients/${user.businessId}/notes`).expect(403);
    const me = await client.get('/api/user').expect(200);
    expect(JSON.stringify(me.body)).not.toMatch(/WhatsApp|Year end/);
    for (const action of ['staff.note.create', 'staff.note.update', 'staff.note.delete']) {
      expect([action, (await activityRows(t, action)).length > 0]).toEqual([action, true]);
    }
    // The audit row names the note, never its confidential content.
    expect(JSON.stringify((await activityRows(t, 'staff.note.create'))[0].details)).not.toMatch(/WhatsApp/);
  });
});

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

import request from 'supertest';
import { AdminNotification } from '../src/staff/admin-notification.entity';
import { CompanyEmployee } from '../src/employees/company-employee.entity';
import { DocumentRequest } from '../src/documents/document-request.entity';
import { Document } from '../src/documents/document.entity';
import { fileStorage } from './support/documents-fixtures';
import { User } from '../src/users/user.entity';
import { activityRows, assign, clientAgent, eventually, PDF, saDate, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

describe('Staff side: clients, document review, document requests and notes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('lists clients with search, filters and paging', async () => {
    const { user: thandi } = await clientAgent(t, { company: 'Nkosi Catering' });
    const { user: pieter } = await clientAgent(t, { firstName: 'Pieter', lastName: 'van Wyk', company: '50% Off Traders' });
    const { user: aisha } = await clientAgent(t, { firstName: 'Aisha', lastName: 'Patel', company: 'Patel Design' });
    await t.dataSource.getRepository(User).update({ id: aisha.id }, { isProfileComplete: true });
    const { agent: manager } = await staffAgent(t, 'manager');

    const all = await manager.get('/api/staff/clients').expect(200);
    expect(all.body).toMatchObject({ total: 3, limit: 25, offset: 0 });
    // Newest first.
    expect(all.body.items.map((c: { id: number }) => c.id)).toEqual([aisha.id, pieter.id, thandi.id]);
    expect(all.body.items[0]).toMatchObject({ name: 'Aisha Patel', company: 'Patel Design', activeSubscription: null, openRequests: 0 });
    expect(JSON.stringify(all.body)).not.toMatch(/argon2|password/);

    const byName = await manager.get('/api/staff/clients?q=pieter%20WYK').expect(200);
    expect(byName.body.items.map((c: { id: number }) => c.id)).toEqual([pieter.id]);
    const byEmail = await manager.get(`/api/staff/clients?q=${encodeURIComponent(thandi.email)}`).expect(200);
    expect(byEmail.body.items.map((c: { id: number }) => c.id)).toEqual([thandi.id]);
    // A % in the search is a character, not a wildcard.
    const percent = await manager.get('/api/staff/clients?q=50%25').expect(200);
    expect(percent.body.items.map((c: { id: number }) => c.id)).toEqual([pieter.id]);

    const complete = await manager.get('/api/staff/clients?profileComplete=true').expect(200);
    expect(complete.body.items.map((c: { id: number }) => c.id)).toEqual([aisha.id]);

    await manager
      .post(`/api/staff/clients/${thandi.id}/document-requests`)
      .send({ documentType: 'invoice', description: 'March invoices', dueDate: saDate(7) })
      .expect(201);
    const open = await manager.get('/api/staff/clients?hasOpenRequests=true').expect(200);
    expect(open.body.items).toEqual([expect.objectContaining({ id: thandi.id, openRequests: 1 })]);

    const sub = await manager
      .post(`/api/staff/clients/${pieter.id}/subscriptions`)
      .send({ serviceId: await serviceId(t) })
      .expect(201);
    await manager.post(`/api/staff/clients/${pieter.id}/subscriptions/${sub.body.id}/activate`).expect(200);
    const active = await manager.get('/api/staff/clients?hasActiveSubscription=true').expect(200);
    expect(active.body.items).toEqual([expect.objectContaining({ id: pieter.id, activeSubscription: sub.body.service.title })]);
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
    await assign(t, user.id, acc.id);
    await t.dataSource.getRepository(CompanyEmployee).save({ userId: user.id, firstName: 'Lerato', lastName: 'Mokoena', isActive: true });
    const docId = await upload(client);
    await accountant
      .post(`/api/staff/clients/${user.id}/document-requests`)
      .send({ documentType: 'tax_return', description: 'ITR14 2025', dueDate: saDate(10) })
      .expect(201);
    const sub = await accountant
      .post(`/api/staff/clients/${user.id}/subscriptions`)
      .send({ serviceId: await serviceId(t) })
      .expect(201);
    await accountant
      .post(`/api/staff/clients/${user.id}/payments`)
      .send({ subscriptionId: sub.body.id, amount: 3599, reference: 'NKOSI-MAR', paymentDate: saDate(0), status: 'pending' })
      .expect(201);

    const res = await accountant.get(`/api/staff/clients/${user.id}`).set('User-Agent', 'Staff browser/1.0').expect(200);
    expect(res.body.profile).toMatchObject({ id: user.id, username: user.username, company: 'Nkosi Catering', country: 'South Africa' });
    expect(res.body.profile).not.toHaveProperty('password');
    expect(res.body.profile).not.toHaveProperty('stripeCustomerId');
    expect(res.body.employees).toEqual([expect.objectContaining({ firstName: 'Lerato', lastName: 'Mokoena' })]);
    expect(res.body.subscriptions).toEqual([
      expect.objectContaining({ id: sub.body.id, status: 'pending', service: expect.objectContaining({ title: expect.any(String) }) }),
    ]);
    expect(res.body.payments).toEqual([
      expect.objectContaining({ amount: 3599, status: 'pending', stripePaymentId: 'NKOSI-MAR', paymentMethod: 'EFT' }),
    ]);
    expect(res.body.documents).toEqual([
      expect.objectContaining({
        id: docId,
        fileName: 'statement-march.pdf',
        status: 'pending',
        downloadUrl: `/api/staff/clients/${user.id}/documents/${docId}/file`,
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
      details: { clientId: user.id, client: 'Thandi Nkosi' },
      userAgent: 'Staff browser/1.0',
      ipAddress: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
  });

  it('runs the journey: staff request, client upload against it, staff review, client sees the outcome', async () => {
    const { agent: client, user } = await clientAgent(t);
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, user.id, acc.id);

    // Validation: the due date is a real date, today or later in South Africa; description required.
    const past = await accountant
      .post(`/api/staff/clients/${user.id}/document-requests`)
      .send({ documentType: 'bank_statement', description: 'x', dueDate: saDate(-1) })
      .expect(400);
    expect(past.body.errors).toEqual({ dueDate: 'Due date must be a valid date, today or later' });
    const missing = await accountant
      .post(`/api/staff/clients/${user.id}/document-requests`)
      .send({ documentType: 'nonsense', description: '  ', dueDate: '' })
      .expect(400);
    expect(missing.body.errors).toEqual({
      documentType: 'Please choose a document type from the list',
      description: 'Description is required',
      dueDate: 'Due date is required',
    });
    await accountant
      .post(`/api/staff/clients/${user.id}/document-requests`)
      .send({ documentType: 'bank_statement', description: 'x', dueDate: '2026-02-30' })
      .expect(400);

    const created = await accountant
      .post(`/api/staff/clients/${user.id}/document-requests`)
      .send({ documentType: 'bank_statement', description: 'Bank statements March to May', dueDate: saDate(0) })
      .expect(201);
    expect(created.body).toMatchObject({
      clientId: user.id,
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
        ['document_uploaded', acc.id, 'client', user.id],
        ['request_fulfilled', acc.id, 'client', user.id],
      ].sort(),
    );
    const accNotes = await accountant.get('/api/staff/notifications').expect(200);
    expect(accNotes.body.unreadCount).toBe(2);
    expect(accNotes.body.items.map((n: { title: string }) => n.title)).toEqual(
      expect.arrayContaining(['New upload from Thandi Nkosi', 'Thandi Nkosi fulfilled a document request']),
    );
    // The request's type as the portal labels it, not the stored key.
    expect(accNotes.body.items.map((n: { message: string }) => n.message)).toContainEqual(
      expect.stringMatching(/^Thandi Nkosi answered the Bank Statement request with /),
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
        client: { id: user.id, name: 'Thandi Nkosi', company: 'Nkosi Catering' },
      }),
    ]);
    expect((await accountant.get('/api/staff/document-requests').expect(200)).body.total).toBe(0);

    // The review queue holds it; staff download it as an attachment.
    const queue = await accountant.get('/api/staff/documents').expect(200);
    expect(queue.body.items).toEqual([expect.objectContaining({ document: expect.objectContaining({ id: docId, status: 'pending' }) })]);
    const file = await accountant.get(`/api/staff/clients/${user.id}/documents/${docId}/file`).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="statement-march.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-type']).toMatch(/application\/pdf/);

    // Review: notes are required for a rejection or a revision.
    const noNotes = await accountant
      .patch(`/api/staff/clients/${user.id}/documents/${docId}/review`)
      .send({ status: 'needs_revision', reviewNotes: ' ' })
      .expect(400);
    expect(noNotes.body).toEqual({
      statusCode: 400,
      message: 'Review notes are required when a document is rejected or needs revision',
      errors: { reviewNotes: 'Review notes are required when a document is rejected or needs revision' },
    });
    await accountant.patch(`/api/staff/clients/${user.id}/documents/${docId}/review`).send({ status: 'pending' }).expect(400);
    const reviewed = await accountant
      .patch(`/api/staff/clients/${user.id}/documents/${docId}/review`)
      .send({ status: 'needs_revision', reviewNotes: 'Page 2 is missing; please upload the full statement.' })
      .expect(200);
    expect(reviewed.body).toMatchObject({ status: 'needs_revision', reviewedBy: acc.id, reviewerName: 'Accountant Staff' });
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
      .patch(`/api/staff/clients/${user.id}/documents/${docId}/review`)
      .send({ status: 'approved' })
      .expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', reviewNotes: null });
    expect((await accountant.get('/api/staff/documents?status=approved').expect(200)).body.total).toBe(1);

    for (const action of ['staff.request.create', 'staff.document.download', 'staff.document.review']) {
      const rows = await activityRows(t, action);
      expect([action, rows[0]?.userId, rows[0]?.details?.clientId]).toEqual([action, acc.id, user.id]);
    }
    await accountant.get(`/api/staff/clients/${user.id}/documents/999999/file`).expect(404);
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
    const staff = await manager.get(`/api/staff/clients/${user.id}/documents/${id}/file`).buffer(true).parse(binary).expect(200);
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
    const res = await manager.get(`/api/staff/clients/${user.id}/documents/${id}/file`).expect(404);
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
      clientId: user.id,
      requestedBy: mgr.id,
      documentType: 'invoice',
      description: 'Old',
      dueDate: saDate(-3),
      status: 'pending',
    });
    const overdue = await manager.get('/api/staff/document-requests?status=overdue').expect(200);
    expect(overdue.body.items).toEqual([expect.objectContaining({ request: expect.objectContaining({ id: late.id, status: 'overdue' }) })]);
    expect((await manager.get('/api/staff/document-requests?status=pending').expect(200)).body.total).toBe(0);

    const cancel = await manager.delete(`/api/staff/clients/${user.id}/document-requests/${late.id}`).expect(200);
    expect(cancel.body).toEqual({ message: 'Request canceled' });
    expect((await client.get('/api/document-requests').expect(200)).body).toEqual([]);
    await manager.delete(`/api/staff/clients/${user.id}/document-requests/${late.id}`).expect(404);

    const req = await manager
      .post(`/api/staff/clients/${user.id}/document-requests`)
      .send({ documentType: 'receipt', description: 'Till slips', dueDate: saDate(5) })
      .expect(201);
    await upload(client, { requestId: req.body.id, category: 'receipt' });
    const refused = await manager.delete(`/api/staff/clients/${user.id}/document-requests/${req.body.id}`).expect(409);
    expect(refused.body.message).toMatch(/already been fulfilled/);
    const list = await manager.get(`/api/staff/clients/${user.id}/document-requests`).expect(200);
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
    await assign(t, user.id, acc.id);

    const priv = await accountant
      .post(`/api/staff/clients/${user.id}/notes`)
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
      .post(`/api/staff/clients/${user.id}/notes`)
      .send({ content: 'Year end is February.', isPrivate: false })
      .expect(201);
    await accountant.post(`/api/staff/clients/${user.id}/notes`).send({ content: '' }).expect(400);

    expect((await accountant.get(`/api/staff/clients/${user.id}/notes`).expect(200)).body).toHaveLength(2);
    const seenByManager = await manager.get(`/api/staff/clients/${user.id}/notes`).expect(200);
    expect(seenByManager.body).toEqual([expect.objectContaining({ id: shared.body.id, canEdit: false })]);
    expect((await admin.get(`/api/staff/clients/${user.id}/notes`).expect(200)).body).toHaveLength(2);

    // Someone else's private note is not there; a shared one can be read but not changed.
    await manager.patch(`/api/staff/clients/${user.id}/notes/${priv.body.id}`).send({ content: 'x' }).expect(404);
    await manager.patch(`/api/staff/clients/${user.id}/notes/${shared.body.id}`).send({ content: 'x' }).expect(403);

    const edited = await accountant
      .patch(`/api/staff/clients/${user.id}/notes/${priv.body.id}`)
      .send({ content: 'Prefers WhatsApp.', isPrivate: false })
      .expect(200);
    expect(edited.body).toMatchObject({ content: 'Prefers WhatsApp.', isPrivate: false });
    await admin.delete(`/api/staff/clients/${user.id}/notes/${shared.body.id}`).expect(200);
    const gone = await accountant.delete(`/api/staff/clients/${user.id}/notes/${priv.body.id}`).expect(200);
    expect(gone.body).toEqual({ message: 'Note deleted' });
    expect((await accountant.get(`/api/staff/clients/${user.id}/notes`).expect(200)).body).toEqual([]);

    // The client never reaches notes, and no client route carries them.
    await client.get(`/api/staff/clients/${user.id}/notes`).expect(403);
    const me = await client.get('/api/user').expect(200);
    expect(JSON.stringify(me.body)).not.toMatch(/WhatsApp|Year end/);
    for (const action of ['staff.note.create', 'staff.note.update', 'staff.note.delete']) {
      expect([action, (await activityRows(t, action)).length > 0]).toEqual([action, true]);
    }
    // The audit row names the note, never its confidential content.
    expect(JSON.stringify((await activityRows(t, 'staff.note.create'))[0].details)).not.toMatch(/WhatsApp/);
  });
});

async function serviceId(t: TestApp): Promise<number> {
  const rows = await t.dataSource.query('SELECT id FROM services ORDER BY id LIMIT 1');
  return Number((rows as Array<{ id: number }>)[0].id);
}

function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

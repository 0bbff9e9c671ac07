import request from 'supertest';
import { solved } from './support/enquiry-challenge';
import { DomainEvents } from '../src/common/events/domain-events';
import { AdminNotification } from '../src/staff/admin-notification.entity';
import { ContactSubmission } from '../src/waitlist/contact-submission.entity';
import { activityRows, assign, clientAgent, eventually, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pieter van Wyk',
  email: 'pieter@example.co.za',
  business: 'Van Wyk Motors',
  interest: 'standard',
  message: 'Need monthly bookkeeping and VAT returns.',
  terms: true,
  captcha: '7',
  ...overrides,
});

describe('Staff side: enquiries inbox and notifications', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('works the enquiries inbox: newest first, search, unread filters, mark contacted and read', async () => {
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, enquiry()))
      .expect(201);
    await request(t.http)
      .post('/api/waitlist')
      .send(
        await solved(
          t,
          enquiry({ name: 'Aisha Patel', email: 'aisha@example.co.za', business: 'Patel Design', message: 'Payroll for 6 staff' }),
        ),
      )
      .expect(201);

    const list = await accountant.get('/api/staff/enquiries/waitlist').expect(200);
    expect(list.body).toMatchObject({ total: 2, uncontactedCount: 2 });
    expect(list.body.items.map((e: { name: string }) => e.name)).toEqual(['Aisha Patel', 'Pieter van Wyk']);
    const found = await accountant.get('/api/staff/enquiries/waitlist?q=payroll').expect(200);
    expect(found.body.items.map((e: { name: string }) => e.name)).toEqual(['Aisha Patel']);
    expect((await accountant.get('/api/staff/enquiries/waitlist?q=motors').expect(200)).body.total).toBe(1);

    const id = list.body.items[1].id as number;
    const contacted = await accountant.patch(`/api/staff/enquiries/waitlist/${id}`).send({ isContacted: true }).expect(200);
    expect(contacted.body).toMatchObject({ id, isContacted: true, name: 'Pieter van Wyk' });
    const open = await accountant.get('/api/staff/enquiries/waitlist?uncontacted=true').expect(200);
    expect(open.body).toMatchObject({ total: 1, uncontactedCount: 1 });
    await accountant.patch(`/api/staff/enquiries/waitlist/${id}`).send({}).expect(400);
    await accountant.patch('/api/staff/enquiries/waitlist/999999').send({ isContacted: true }).expect(404);

    const messages = t.dataSource.getRepository(ContactSubmission);
    const m1 = await messages.save({
      name: 'Lerato Mokoena',
      email: 'lerato@example.co.za',
      subject: 'Invoice query',
      message: 'Please resend invoice 12.',
      phone: null,
    });
    await messages.save({
      name: 'Sam Naidoo',
      email: 'sam@example.co.za',
      subject: 'Tax',
      message: 'Provisional tax deadline?',
      phone: null,
    });
    const inbox = await accountant.get('/api/staff/enquiries/contact?unread=true').expect(200);
    expect(inbox.body).toMatchObject({ total: 2, unreadCount: 2 });
    const read = await accountant.patch(`/api/staff/enquiries/contact/${m1.id}`).send({ isRead: true }).expect(200);
    expect(read.body).toMatchObject({ id: m1.id, isRead: true, subject: 'Invoice query' });
    expect((await accountant.get('/api/staff/enquiries/contact?unread=true').expect(200)).body).toMatchObject({ total: 1, unreadCount: 1 });
    expect((await accountant.get('/api/staff/enquiries/contact?q=invoice').expect(200)).body.items).toEqual([
      expect.objectContaining({ id: m1.id }),
    ]);

    expect((await activityRows(t, 'staff.enquiry.contacted'))[0]).toMatchObject({
      userId: acc.id,
      details: { enquiryId: id, name: 'Pieter van Wyk' },
    });
    expect(await activityRows(t, 'staff.enquiry.read')).toHaveLength(1);
  });

  it('notifies every staff member of a new enquiry, counts unread, marks one and all read', async () => {
    const { agent: accountant } = await staffAgent(t, 'accountant');
    const { agent: admin, user: adm } = await staffAgent(t, 'admin');
    await request(t.http)
      .post('/api/waitlist')
      .send(await solved(t, enquiry()))
      .expect(201);
    t.app.get(DomainEvents).emit('enquiry.received', { kind: 'contact', id: 77, name: 'Sam Naidoo', email: 'sam@example.co.za' });

    const seen = await eventually(
      () =>
        admin
          .get('/api/staff/notifications')
          .then((r) => r.body as { total: number; unreadCount: number; items: Array<Record<string, unknown>> }),
      (b) => b.total >= 2,
    );
    expect(seen.unreadCount).toBe(2);
    expect(seen.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'enquiry',
          title: 'New enquiry from Pieter van Wyk',
          relatedTo: 'waitlist_submission',
          isShared: true,
          isRead: false,
        }),
        expect.objectContaining({ type: 'enquiry', title: 'New enquiry from Sam Naidoo', relatedTo: 'contact_submission', relatedId: 77 }),
      ]),
    );
    // Accountants see the shared enquiry notifications too.
    expect((await accountant.get('/api/staff/notifications').expect(200)).body.total).toBe(2);

    const first = seen.items[0].id as number;
    const one = await admin.patch(`/api/staff/notifications/${first}/read`).expect(200);
    expect(one.body).toMatchObject({ id: first, isRead: true });
    const unread = await admin.get('/api/staff/notifications?unread=true').expect(200);
    expect(unread.body).toMatchObject({ total: 1, unreadCount: 1 });
    const all = await admin.patch('/api/staff/notifications/read-all').expect(200);
    expect(all.body).toEqual({ updated: 1, unreadCount: 0 });
    await admin.patch('/api/staff/notifications/999999/read').expect(404);

    // A notification addressed to one accountant is nobody else's business.
    const { user: other, agent: otherAgent } = await staffAgent(t, 'accountant');
    const { user: client } = await clientAgent(t);
    await assign(t, client.businessId, other.id);
    const [private1] = await t.dataSource.getRepository(AdminNotification).save([
      {
        userId: other.id,
        title: 'Private',
        message: 'For one accountant',
        type: 'document_uploaded',
        relatedTo: 'client',
        relatedId: client.businessId,
        businessId: client.businessId,
        actorId: client.id,
        isRead: false,
      },
    ]);
    await admin.patch(`/api/staff/notifications/${private1.id}/read`).expect(404);
    await otherAgent.patch(`/api/staff/notifications/${private1.id}/read`).expect(200);
    expect(await activityRows(t, 'staff.notification.read_all')).toEqual([
      expect.objectContaining({ userId: adm.id, details: { count: 1 } }),
    ]);

    // Deleting the client's account removes the notifications that name them.
    t.app.get(DomainEvents).emit('account.deleted', { userId: client.id });
    await eventually(
      () => t.dataSource.getRepository(AdminNotification).count({ where: { actorId: client.id } }),
      (n) => n === 0,
    );
    expect(await t.dataSource.getRepository(AdminNotification).count({ where: { actorId: client.id } })).toBe(0);
  });
});

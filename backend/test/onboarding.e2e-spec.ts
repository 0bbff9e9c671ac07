import request from 'supertest';
import { ROLE_NOT_ALLOWED, STAFF_ONLY } from '../src/access/access.guard';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { ClientBusiness } from '../src/businesses/client-business.entity';
import { BusinessInvitation } from '../src/memberships/business-invitation.entity';
import { MailDeliveryWorker } from '../src/mail/mail-delivery.worker';
import { ENQUIRY_ALREADY_CLIENT } from '../src/memberships/staff/onboarding.service';
import { WaitlistSubmission } from '../src/waitlist/waitlist-submission.entity';
import { activityRows, Agent, clientAgent, PDF, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { linkIn, SmtpSink } from './support/smtp-sink';
import { createTestApp, registrationFields, type TestApp } from './support/test-app';

const PUBLIC_URL = 'http://portal.test';
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

/**
 * Staff onboard a client without anyone registering by hand: a business with no member yet and an
 * invitation to its first owner, from a form or from a sign-up enquiry (docs/client-businesses.md,
 * "Onboarding"). Real SMTP server for the invitation mail.
 */
describe('Onboarding a client (staff)', () => {
  const sink = new SmtpSink();
  let t: TestApp;
  let worker: MailDeliveryWorker;
  const env = { ...STAFF_SUITE_ENV, SMTP_URL: '', MAIL_WORKER: 'false', PUBLIC_URL };

  beforeAll(async () => {
    await sink.start();
    env.SMTP_URL = sink.url;
    t = await createTestApp(env);
    worker = t.app.get(MailDeliveryWorker);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    await worker.drain();
    await t.reset();
    sink.clear();
  });

  async function invitationTo(address: string) {
    await worker.drain();
    const [mail] = sink.to(address).filter((m) => /invited to/.test(m.parsed.subject ?? ''));
    return mail;
  }

  it('creates the business and invites its first owner, who registers from the mail and owns it', async () => {
    const { agent: manager } = await staffAgent(t, 'manager');
    const res = await manager
      .post('/api/staff/clients')
      .send({
        businessName: ' Karoo Olive Co (Pty) Ltd ',
        ownerEmail: 'Naledi@Example.co.za',
        ownerFirstName: 'Naledi',
        ownerLastName: 'Khumalo',
      })
      .expect(201);
    expect(res.body).toEqual({
      businessId: expect.any(Number),
      businessName: 'Karoo Olive Co (Pty) Ltd',
      invitation: expect.objectContaining({ email: 'naledi@example.co.za', role: 'owner', status: 'pending', invitedBy: null }),
    });
    const businessId = res.body.businessId as number;
    // No member until the owner accepts.
    expect(await t.dataSource.getRepository(BusinessMember).countBy({ businessId })).toBe(0);
    // Meanwhile the clients list shows it, awaiting its owner, and counts it in the total.
    const waiting = (await manager.get('/api/staff/clients').expect(200)).body;
    expect(waiting).toMatchObject({ total: 1 });
    expect(waiting.items).toEqual([
      expect.objectContaining({
        id: businessId,
        businessName: 'Karoo Olive Co (Pty) Ltd',
        peopleCount: 0,
        username: null,
        name: 'Naledi Khumalo',
        email: 'naledi@example.co.za',
        awaitingOwner: { email: 'naledi@example.co.za', name: 'Naledi Khumalo', expiresAt: expect.any(String), expired: false },
      }),
    ]);
    expect((await manager.get('/api/staff/clients?q=naledi').expect(200)).body.total).toBe(1);

    const mail = await invitationTo('naledi@example.co.za');
    expect(mail.parsed.text).toContain('Hello Naledi,');
    expect(mail.parsed.text).toMatch(/invited you to act for Karoo Olive Co \(Pty\) Ltd as owner/);
    const token = tokenOf(linkIn(mail.parsed.text, `${PUBLIC_URL}/invitations/accept?token=`));

    const owner = request.agent(t.http);
    await owner
      .post('/api/register')
      .send(registrationFields({ email: 'naledi@example.co.za', invitationToken: token }))
      .expect(201);
    expect((await owner.get('/api/businesses').expect(200)).body).toEqual([
      { id: businessId, name: 'Karoo Olive Co (Pty) Ltd', role: 'owner', current: true, soleOwner: true },
    ]);
    // Once accepted, the owner stands for it in the list.
    expect((await manager.get('/api/staff/clients').expect(200)).body.items).toEqual([
      expect.objectContaining({ id: businessId, peopleCount: 1, email: 'naledi@example.co.za', awaitingOwner: null }),
    ]);
    // The owner now runs it: they see its people and can invite.
    expect((await owner.get(`/api/businesses/${businessId}/members`).expect(200)).body).toEqual([
      expect.objectContaining({ email: 'naledi@example.co.za', role: 'owner' }),
    ]);
    expect(await activityRows(t, 'staff.client.onboarded')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ businessId, ownerEmail: 'naledi@example.co.za' }) }),
    ]);
  });

  /** Onboards a business as staff do; its id. */
  async function onboard(agent: Agent, businessName: string, ownerEmail: string, ownerFirstName: string, ownerLastName: string) {
    const res = await agent.post('/api/staff/clients').send({ businessName, ownerEmail, ownerFirstName, ownerLastName }).expect(201);
    return res.body.businessId as number;
  }

  it('opens the page of a business awaiting its owner, where staff prepare the file the owner finds on joining', async () => {
    const { agent: manager } = await staffAgent(t, 'manager');
    const { agent: accountant } = await staffAgent(t, 'accountant');
    const businessId = await onboard(manager, 'Karoo Olive Co', 'naledi@example.co.za', 'Naledi', 'Khumalo');
    const page = `/api/staff/clients/${businessId}`;

    // The page opens on the invitation: no people, no owner's account yet.
    const waiting = (await manager.get(page).expect(200)).body;
    expect(waiting).toMatchObject({
      business: { id: businessId, name: 'Karoo Olive Co' },
      people: [],
      profile: null,
      awaitingOwner: { email: 'naledi@example.co.za', name: 'Naledi Khumalo', expiresAt: expect.any(String), expired: false },
      documents: [],
      requests: [],
    });
    expect(await activityRows(t, 'staff.client.view')).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ businessId, client: 'Karoo Olive Co' }) }),
    ]);
    // Out of an accountant's scope as any client is.
    await accountant.get(page).expect(404);

    // Staff prepare the file before anyone has joined.
    const requested = await manager
      .post(`${page}/document-requests`)
      .send({ documentType: 'bank_statement', description: 'Last three bank statements', dueDate: '2030-01-31' })
      .expect(201);
    const published = await manager
      .post(`${page}/firm-documents`)
      .field('category', 'financial_statements')
      .attach('files', PDF, { filename: 'afs.pdf', contentType: 'application/pdf' })
      .expect(201);
    // Nobody is there to be told yet, and the answer says so rather than "notified".
    expect(published.body).toMatchObject({
      message: 'Published. Nobody at the client reads documents yet: they will find it when they sign in.',
      notified: 0,
    });
    await manager.post(`${page}/conversations`).send({ subject: 'Welcome', body: 'We will start with your bank statements.' }).expect(201);
    await manager
      .post('/api/staff/jobs')
      .send({ clientId: businessId, title: 'Take-on: opening balances', dueDate: '2030-01-15' })
      .expect(201);
    expect((await manager.get(page).expect(200)).body.requests).toEqual([expect.objectContaining({ id: requested.body.id })]);

    // The owner joins and finds all of it; the page now stands on their account.
    const mail = await invitationTo('naledi@example.co.za');
    const owner = request.agent(t.http);
    await owner
      .post('/api/register')
      .send(
        registrationFields({
          email: 'naledi@example.co.za',
          invitationToken: tokenOf(linkIn(mail.parsed.text, `${PUBLIC_URL}/invitations/accept?token=`)),
        }),
      )
      .expect(201);
    expect((await owner.get('/api/document-requests').expect(200)).body).toEqual([
      expect.objectContaining({ id: requested.body.id, description: 'Last three bank statements' }),
    ]);
    expect((await owner.get('/api/documents/firm').expect(200)).body.items).toEqual([expect.objectContaining({ fileName: 'afs.pdf' })]);
    expect((await owner.get('/api/conversations').expect(200)).body.items).toEqual([expect.objectContaining({ subject: 'Welcome' })]);
    const joined = (await manager.get(page).expect(200)).body;
    expect(joined).toMatchObject({
      people: [expect.objectContaining({ email: 'naledi@example.co.za', role: 'owner' })],
      profile: expect.objectContaining({ email: 'naledi@example.co.za' }),
      awaitingOwner: null,
    });
  });

  it('hides the page of a business whose owner invitation was revoked, as the list does', async () => {
    const { agent: manager } = await staffAgent(t, 'manager');
    const businessId = await onboard(manager, 'Nobody Yet', 'gone@example.co.za', 'Gone', 'Away');
    await t.dataSource.getRepository(BusinessInvitation).update({ businessId }, { revokedAt: new Date() });
    expect((await manager.get('/api/staff/clients').expect(200)).body.items).toEqual([]);
    await manager.get(`/api/staff/clients/${businessId}`).expect(404);
  });

  it('lets managers and admins only onboard, and checks every field', async () => {
    const { agent: accountant } = await staffAgent(t, 'accountant');
    const { agent: admin } = await staffAgent(t, 'admin');
    const client = await clientAgent(t);
    const body = { businessName: 'Langa Bakery', ownerEmail: 'owner@example.co.za', ownerFirstName: 'Lwazi', ownerLastName: 'Mthembu' };

    expect((await accountant.post('/api/staff/clients').send(body).expect(403)).body.message).toBe(ROLE_NOT_ALLOWED);
    expect((await client.agent.post('/api/staff/clients').send(body).expect(403)).body.message).toBe(STAFF_ONLY);
    await request(t.http).post('/api/staff/clients').send(body).expect(401);
    const made = await admin.post('/api/staff/clients').send(body).expect(201);
    // An owner invitation left to expire: the list says so, so staff know to onboard again.
    await t.dataSource.getRepository(BusinessInvitation).update({ businessId: made.body.businessId }, { expiresAt: Date.now() - 1000 });
    expect((await admin.get('/api/staff/clients').expect(200)).body.items).toEqual([
      expect.objectContaining({
        id: made.body.businessId,
        name: 'Lwazi Mthembu',
        awaitingOwner: { email: 'owner@example.co.za', name: 'Lwazi Mthembu', expiresAt: expect.any(String), expired: true },
      }),
      expect.objectContaining({ id: client.user.businessId, awaitingOwner: null }),
    ]);

    const bad = await admin
      .post('/api/staff/clients')
      .send({ businessName: '   ', ownerEmail: 'nope', ownerFirstName: '', ownerLastName: 'x'.repeat(101) })
      .expect(400);
    const text = JSON.stringify(bad.body);
    for (const message of [
      'Business name is required',
      'Please enter a valid email address',
      'First name is required',
      'Last name must be at most 100 characters',
    ]) {
      expect(text).toContain(message);
    }
  });

  it('turns a sign-up enquiry into an invitation, once, and the enquiry keeps the link to its client', async () => {
    const { agent: manager } = await staffAgent(t, 'manager');
    const enquiry = await t.dataSource.getRepository(WaitlistSubmission).save({
      name: 'Ayanda Zulu',
      email: 'ayanda@example.co.za',
      phone: null,
      business: 'Muizenberg Surf School',
      interest: 'standard',
      message: 'Monthly bookkeeping please',
      isContacted: false,
    });

    const res = await manager.post(`/api/staff/enquiries/${enquiry.id}/invite`).send({}).expect(201);
    expect(res.body).toMatchObject({
      businessName: 'Muizenberg Surf School',
      invitation: { email: 'ayanda@example.co.za', role: 'owner' },
    });
    expect((await invitationTo('ayanda@example.co.za')).parsed.text).toContain('Hello Ayanda,');

    const listed = await manager.get('/api/staff/enquiries/waitlist').expect(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: enquiry.id, businessId: res.body.businessId, isContacted: true })]);

    const again = await manager.post(`/api/staff/enquiries/${enquiry.id}/invite`).send({}).expect(409);
    expect(again.body).toMatchObject({ message: ENQUIRY_ALREADY_CLIENT, code: 'enquiry.already_client' });
    // The refused second try left no business behind.
    expect(await t.dataSource.getRepository(ClientBusiness).countBy({ name: 'Muizenberg Surf School' })).toBe(1);
    await manager.post('/api/staff/enquiries/999999/invite').send({}).expect(404);
    await manager.post('/api/staff/enquiries/abc/invite').send({}).expect(404);
    await manager.post(`/api/staff/enquiries/${enquiry.id}/invite`).send({ businessName: '' }).expect(400);
  });

  it('names the business after the person when the enquiry gives no business, or as staff say', async () => {
    const { agent: manager } = await staffAgent(t, 'manager');
    const repo = t.dataSource.getRepository(WaitlistSubmission);
    const plain = await repo.save({
      name: 'Pieter Botha',
      email: 'pieter@example.co.za',
      phone: null,
      business: null,
      interest: null,
      message: null,
      isContacted: false,
    });
    const named = await repo.save({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      phone: null,
      business: 'TN Catering',
      interest: null,
      message: null,
      isContacted: false,
    });
    expect((await manager.post(`/api/staff/enquiries/${plain.id}/invite`).send({}).expect(201)).body.businessName).toBe('Pieter Botha');
    expect(
      (await manager.post(`/api/staff/enquiries/${named.id}/invite`).send({ businessName: 'Nkosi Catering CC' }).expect(201)).body
        .businessName,
    ).toBe('Nkosi Catering CC');
  });
});

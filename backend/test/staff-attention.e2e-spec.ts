import { BusinessMember } from '../src/businesses/business-member.entity';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { User } from '../src/users/user.entity';
import { Job } from '../src/work/job.entity';
import { Agent, assign, clientAgent, PDF, saDate, STAFF_SUITE_ENV, staffAgent, upload } from './support/staff-fixtures';
import { buyBySigning, choosePackage, confirmEmail, signLetter } from './support/engagement-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface Item {
  id: number;
  clientId: number;
  clientName: string;
  title: string;
  at: string | null;
  dueDate: string | null;
  role: string | null;
  joinedBy: string | null;
  unread: number | null;
  amountCents: number | null;
}
interface Section {
  kind: string;
  count: number;
  since: string | null;
  items: Item[];
}

/**
 * The staff overview's "What needs attention" (GET /api/staff/attention) and the Messages count
 * (GET /api/staff/conversations/unread-count): each section's count and items in the staff
 * member's scope, and how an item leaves its section once handled (docs/staff-console.md).
 */
describe('Staff attention list', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function attention(agent: Agent): Promise<Record<string, Section>> {
    const res = await agent.get('/api/staff/attention').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const sections = (res.body as { sections: Section[] }).sections;
    expect(sections.map((s) => s.kind)).toEqual([
      'overdue_jobs',
      'jobs_due_this_week',
      'new_people',
      'proofs_of_payment',
      'unread_messages',
      'documents_to_review',
      'unsigned_letters',
    ]);
    return Object.fromEntries(sections.map((s) => [s.kind, s]));
  }

  /** A client who signed up, uploaded a statement, wrote to the firm and sent proof of payment for a package. */
  async function busyClient(company: string, firstName: string) {
    const { agent, user } = await clientAgent(t, { company, firstName, lastName: 'Dlamini' });
    const documentId = await upload(agent, { fileName: `${firstName.toLowerCase()}-statement.pdf` });
    const conversation = await agent
      .post('/api/conversations')
      .send({ subject: `VAT question from ${firstName}`, body: 'Is my VAT201 in?' })
      .expect(201);
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
    const { invoice } = await buyBySigning(t, agent, service.id);
    await agent
      .post(`/api/invoices/${invoice.id}/proof-of-payment`)
      .attach('file', PDF, { filename: 'proof.pdf', contentType: 'application/pdf' })
      .expect(200);
    return { agent, user, documentId, conversationId: conversation.body.id as number, invoice };
  }

  it('shows an accountant only the assigned clients, and a manager every client, each section with its count and items', async () => {
    const a = await busyClient('Nkosi Catering', 'Thandi');
    const b = await busyClient('Langa Bakery', 'Sipho');
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, a.user.businessId, acc.id);

    const mine = await attention(accountant);
    expect(mine.new_people.count).toBe(1);
    expect(Date.now() - Date.parse(mine.new_people.since ?? '')).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(mine.new_people.items).toEqual([
      {
        id: a.user.id,
        clientId: a.user.businessId,
        clientName: 'Nkosi Catering',
        title: 'Thandi Dlamini',
        at: expect.any(String),
        dueDate: null,
        role: 'owner',
        joinedBy: 'signed_up',
        unread: null,
        amountCents: null,
      },
    ]);
    expect(mine.proofs_of_payment).toMatchObject({ count: 1, since: null });
    expect(mine.proofs_of_payment.items).toEqual([
      expect.objectContaining({
        id: a.invoice.id,
        clientId: a.user.businessId,
        clientName: 'Nkosi Catering',
        title: a.invoice.number,
        amountCents: Math.round(a.invoice.total * 100),
        role: null,
      }),
    ]);
    expect(mine.unread_messages.count).toBe(1);
    expect(mine.unread_messages.items).toEqual([
      expect.objectContaining({ id: a.conversationId, clientId: a.user.businessId, title: 'VAT question from Thandi', unread: 1 }),
    ]);
    expect(mine.documents_to_review.count).toBe(1);
    expect(mine.documents_to_review.items).toEqual([
      expect.objectContaining({
        id: a.documentId,
        clientId: a.user.businessId,
        clientName: 'Nkosi Catering',
        title: 'thandi-statement.pdf',
      }),
    ]);

    // Each item says when it happened (the messages' from an aggregate, read back as UTC on both databases).
    for (const kind of ['new_people', 'proofs_of_payment', 'unread_messages', 'documents_to_review'])
      expect(Math.abs(Date.parse(mine[kind].items[0].at ?? '') - Date.now())).toBeLessThan(60_000);

    const all = await attention(manager);
    for (const kind of ['new_people', 'proofs_of_payment', 'unread_messages', 'documents_to_review']) expect(all[kind].count).toBe(2);
    // Newest person first; everything else waiting longest first.
    expect(all.new_people.items.map((i) => i.clientName)).toEqual(['Langa Bakery', 'Nkosi Catering']);
    expect(all.documents_to_review.items.map((i) => i.id)).toEqual([a.documentId, b.documentId]);
    expect(all.proofs_of_payment.items.map((i) => i.id)).toEqual([a.invoice.id, b.invoice.id]);

    // An accountant with no clients sees empty sections, not another's work.
    const { agent: idle } = await staffAgent(t, 'accountant');
    const none = await attention(idle);
    for (const section of Object.values(none)) expect(section).toMatchObject({ count: 0, items: [] });

    await a.agent.get('/api/staff/attention').expect(403);
    await a.agent.get('/api/staff/conversations/unread-count').expect(403);
  });

  it('counts unread client messages per staff member: reading clears yours only, and a new message counts again', async () => {
    const a = await busyClient('Nkosi Catering', 'Thandi');
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, a.user.businessId, acc.id);

    await a.agent.post(`/api/conversations/${a.conversationId}/messages`).send({ body: 'And the EMP201?' }).expect(201);
    const second = await a.agent.post('/api/conversations').send({ subject: 'Payslips', body: 'Three new staff this month' }).expect(201);
    expect((await accountant.get('/api/staff/conversations/unread-count').expect(200)).body).toEqual({ messages: 3, conversations: 2 });
    const before = await attention(accountant);
    expect(before.unread_messages.count).toBe(2);
    // The one waiting longest first, with its own count.
    expect(before.unread_messages.items.map((i) => [i.id, i.unread])).toEqual([
      [a.conversationId, 2],
      [second.body.id, 1],
    ]);

    // A staff reply is no unread message for staff; an internal note neither.
    await accountant.post(`/api/staff/conversations/${a.conversationId}/messages`).send({ body: 'On it.', internal: false }).expect(201);
    await accountant.post(`/api/staff/conversations/${a.conversationId}/read`).expect(200);
    expect((await accountant.get('/api/staff/conversations/unread-count').expect(200)).body).toEqual({ messages: 1, conversations: 1 });
    expect((await attention(accountant)).unread_messages.items.map((i) => i.id)).toEqual([second.body.id]);
    // The manager has read nothing yet.
    expect((await manager.get('/api/staff/conversations/unread-count').expect(200)).body).toEqual({ messages: 3, conversations: 2 });

    await a.agent.post(`/api/conversations/${a.conversationId}/messages`).send({ body: 'Thanks!' }).expect(201);
    expect((await accountant.get('/api/staff/conversations/unread-count').expect(200)).body).toEqual({ messages: 2, conversations: 2 });
  });

  it('drops a proof once the invoice is marked paid and a document once it is reviewed', async () => {
    const a = await busyClient('Nkosi Catering', 'Thandi');
    const { agent: manager } = await staffAgent(t, 'manager');

    await manager
      .post(`/api/staff/invoices/${a.invoice.id}/mark-paid`)
      .send({ reference: 'FNB 123', paidOn: saDate(0) })
      .expect(200);
    await manager
      .patch(`/api/staff/clients/${a.user.businessId}/documents/${a.documentId}/review`)
      .send({ status: 'approved' })
      .expect(200);
    const after = await attention(manager);
    expect(after.proofs_of_payment).toMatchObject({ count: 0, items: [] });
    expect(after.documents_to_review).toMatchObject({ count: 0, items: [] });
  });

  it("lists the staff member's own overdue jobs and those due by Sunday, and drops a job once done", async () => {
    const a = await clientAgent(t, { company: 'Nkosi Catering' });
    const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    await assign(t, a.user.businessId, acc.id);
    const create = async (title: string, dueDate: string) =>
      (await accountant.post('/api/staff/jobs').send({ clientId: a.user.businessId, title, dueDate }).expect(201)).body as { id: number };
    const late = await create('Tax clearance certificate', saDate(5));
    const today = await create('CIPC annual return', saDate(0));
    // Days go by and it is still open: its due date has passed.
    await t.dataSource.getRepository(Job).update({ id: late.id }, { dueDate: saDate(-3) });

    const mine = await attention(accountant);
    expect(mine.overdue_jobs.count).toBe(1);
    expect(mine.overdue_jobs.items).toEqual([
      {
        id: late.id,
        clientId: a.user.businessId,
        clientName: 'Nkosi Catering',
        title: 'Tax clearance certificate',
        at: null,
        dueDate: saDate(-3),
        role: null,
        joinedBy: null,
        unread: null,
        amountCents: null,
      },
    ]);
    expect(mine.jobs_due_this_week.count).toBe(1);
    expect(mine.jobs_due_this_week.items.map((i) => [i.id, i.dueDate])).toEqual([[today.id, saDate(0)]]);
    // Jobs are each person's own: the manager has none, though they see the client.
    const theirs = await attention(manager);
    expect([theirs.overdue_jobs.count, theirs.jobs_due_this_week.count]).toEqual([0, 0]);

    await accountant.patch(`/api/staff/jobs/${late.id}`).send({ stage: 'done' }).expect(200);
    expect((await attention(accountant)).overdue_jobs).toMatchObject({ count: 0, items: [] });
  });

  it('lists a person who accepted an invitation, and nobody who joined more than seven days ago', async () => {
    const owner = await clientAgent(t, { company: 'Bo-Kaap Spice Traders', firstName: 'Amina', lastName: 'Jacobs' });
    await owner.agent
      .post(`/api/businesses/${owner.user.businessId}/invitations`)
      .send({ email: 'pieter@example.co.za', role: 'bookkeeper' })
      .expect(201);
    const mail = await t.dataSource.getRepository(OutboxMessage).findOneByOrFail({ to: 'pieter@example.co.za' });
    const token = /invitations\/accept\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    const invitee = await clientAgent(t, {
      company: 'Van Wyk Books',
      firstName: 'Pieter',
      lastName: 'van Wyk',
      email: 'pieter@example.co.za',
    });
    await t.dataSource.getRepository(User).update({ id: invitee.user.id }, { emailVerifiedAt: new Date() });
    await invitee.agent.post('/api/invitations/accept').send({ token }).expect(200);
    const { agent: manager } = await staffAgent(t, 'manager');

    const people = (await attention(manager)).new_people;
    expect(people.count).toBe(3);
    expect(people.items.map((i) => [i.clientName, i.title, i.role, i.joinedBy])).toEqual([
      ['Bo-Kaap Spice Traders', 'Pieter van Wyk', 'bookkeeper', 'accepted_invitation'],
      ['Van Wyk Books', 'Pieter van Wyk', 'owner', 'signed_up'],
      ['Bo-Kaap Spice Traders', 'Amina Jacobs', 'owner', 'signed_up'],
    ]);

    // Pieter's two joins moved eight days back fall out of the window; Amina's, a minute inside it, stays.
    const members = t.dataSource.getRepository(BusinessMember);
    await members.update({ userId: invitee.user.id }, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
    await members.update({ userId: owner.user.id }, { createdAt: new Date(Date.now() - 7 * 86_400_000 + 60_000) });
    const later = (await attention(manager)).new_people;
    expect(later.count).toBe(1);
    expect(later.items.map((i) => i.title)).toEqual(['Amina Jacobs']);
  });

  it('lists engagement letters waiting for the client’s signature in scope, and drops one once signed', async () => {
    const { agent: accountant, user: me } = await staffAgent(t, 'accountant');
    const { agent: manager } = await staffAgent(t, 'manager');
    const services = t.dataSource.getRepository(ServicePackage);
    const essential = await services.findOneByOrFail({ packageType: 'essential' });
    const mine = await clientAgent(t, { company: 'Khumalo Trading', firstName: 'Zanele', lastName: 'Khumalo' });
    const other = await clientAgent(t, { company: 'Other Traders', firstName: 'Johan', lastName: 'Botha' });
    await assign(t, mine.user.businessId, me.id);
    const waiting = await choosePackage(mine.agent, essential.id);
    await choosePackage(other.agent, essential.id);

    const forMe = (await attention(accountant)).unsigned_letters;
    expect(forMe.count).toBe(1);
    expect(forMe.items).toEqual([
      expect.objectContaining({
        id: waiting.engagementLetter.id,
        clientId: mine.user.businessId,
        clientName: 'Khumalo Trading',
        title: `Essential (${waiting.engagementLetter.reference})`,
        at: expect.any(String),
      }),
    ]);
    expect((await attention(manager)).unsigned_letters.count).toBe(2);

    await confirmEmail(t, mine.user.id);
    await signLetter(mine.agent, waiting.engagementLetter.id, 'Zanele Khumalo');
    expect((await attention(accountant)).unsigned_letters).toMatchObject({ count: 0, items: [] });
    expect((await attention(manager)).unsigned_letters.count).toBe(1);
  });
});

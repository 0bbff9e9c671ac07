import { CAPABILITY_NOT_ALLOWED } from '../src/access/access.guard';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { Payment } from '../src/billing/entities/payment.entity';
import { Subscription } from '../src/billing/entities/subscription.entity';
import { BusinessMember } from '../src/businesses/business-member.entity';
import type { ClientRole } from '../src/businesses/business-roles';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { type Agent, clientAgent, PDF, saDate, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, DEFAULT_PASSWORD, signedInAgent, type TestApp } from './support/test-app';
import { buyPackage } from './support/billing-fixtures';

type Person = { agent: Agent; user: { id: number; email: string; businessId: number } };

/**
 * Billing belongs to the client business (docs/billing.md): every member whose role holds billing
 * sees and changes it, the others are refused, a business's rows are another business's 404, and
 * the billing mails go to the owners and finance people, each by name.
 */
describe('Billing of a client business', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...STAFF_SUITE_ENV, FIRM_VAT_NUMBER: '4123456789' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  /** Makes `person` a member of `businessId` with `role` and has their session act for it. */
  async function join(person: Person, businessId: number, role: ClientRole): Promise<void> {
    await t.dataSource.getRepository(BusinessMember).insert({ businessId, userId: person.user.id, role });
    await person.agent.put('/api/session/business').send({ businessId }).expect(200);
  }

  const billingMails = (template: string) =>
    t.dataSource.getRepository(OutboxMessage).find({ where: { template, category: 'billing' }, order: { to: 'ASC' } });

  /** `agent` chooses the package; `signer`, an owner, signs its engagement letter (the chooser by default). */
  async function buy(agent: Agent, signer: Agent = agent) {
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
    return buyBySigning(t, agent, service.id, signer);
  }

  it("lets finance see and act on the business's billing, refuses a bookkeeper, and mails owners and finance by name", async () => {
    const owner = await clientAgent(t, { firstName: 'Thandi', company: 'Kloof Street Bakery' });
    const finance = await signedInAgent(t, { firstName: 'Ayesha' });
    const bookkeeper = await signedInAgent(t, { firstName: 'Pieter' });
    const biz = owner.user.businessId;
    await join(finance, biz, 'finance');
    await join(bookkeeper, biz, 'bookkeeper');

    // Finance subscribes for the business and the owner signs the letter (only an owner may): the rows
    // are the business's, the person is finance.
    const { subscription, invoice } = await buy(finance.agent, owner.agent);
    const sub = await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: subscription.id });
    expect({ businessId: sub.businessId, userId: sub.userId }).toEqual({ businessId: biz, userId: finance.user.id });
    const inv = await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    expect({ businessId: inv.businessId, userId: inv.userId, clientName: inv.clientName }).toEqual({
      businessId: biz,
      userId: finance.user.id,
      clientName: 'Kloof Street Bakery',
    });
    const payment = await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: invoice.id });
    expect({ businessId: payment.businessId, userId: payment.userId }).toEqual({ businessId: biz, userId: finance.user.id });

    // The invoice mail reaches the owner and finance, each greeted by name; not the bookkeeper.
    const issued = await billingMails('billing-invoice-issued');
    expect(issued.map((m) => m.to)).toEqual([owner.user.email, finance.user.email].sort());
    expect(issued.find((m) => m.to === owner.user.email)?.text).toContain('Hello Thandi,');
    expect(issued.find((m) => m.to === finance.user.email)?.text).toContain('Hello Ayesha,');

    // The owner sees what finance bought; so does finance.
    for (const member of [owner, finance]) {
      expect((await member.agent.get('/api/subscriptions').expect(200)).body.map((s: { id: number }) => s.id)).toEqual([subscription.id]);
      expect((await member.agent.get('/api/invoices').expect(200)).body.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
      expect((await member.agent.get('/api/payments').expect(200)).body).toHaveLength(1);
      await member.agent.get(`/api/invoices/${invoice.id}`).expect(200);
    }

    // The owner sends the proof: the invoice's person becomes the owner, and staff see the proof.
    await owner.agent
      .post(`/api/invoices/${invoice.id}/proof-of-payment`)
      .attach('file', PDF, { filename: 'eft.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).userId).toBe(owner.user.id);
    const proofLog = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ action: 'invoice.proof_of_payment' });
    expect(proofLog).toMatchObject({ userId: owner.user.id, details: { invoiceId: invoice.id, businessId: biz } });

    // A bookkeeper holds no billing: refused, and nothing changed.
    for (const path of ['/api/subscriptions', '/api/invoices', `/api/invoices/${invoice.id}`, '/api/payments']) {
      const refused = await bookkeeper.agent.get(path).expect(403);
      expect(refused.body.message).toBe(CAPABILITY_NOT_ALLOWED);
    }
    const cancel = await bookkeeper.agent.post(`/api/subscriptions/${subscription.id}/cancel`).expect(403);
    expect(cancel.body.message).toBe(CAPABILITY_NOT_ALLOWED);

    // Staff settle it; the payment mail reaches owner and finance again.
    const { agent: staff } = await staffAgent(t, 'manager');
    await staff
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'FNB 42', paidOn: saDate(0) })
      .expect(200);
    expect((await billingMails('billing-payment-received')).map((m) => m.to)).toEqual([owner.user.email, finance.user.email].sort());
    const paidLog = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ action: 'staff.invoice.mark_paid' });
    expect(paidLog.details).toMatchObject({ businessId: biz, invoiceId: invoice.id });

    // Finance changes the business's subscription.
    const canceled = await finance.agent.post(`/api/subscriptions/${subscription.id}/cancel`).expect(200);
    expect(canceled.body).toMatchObject({ id: subscription.id, status: 'canceled', businessId: biz, userId: finance.user.id });
    const resumed = await owner.agent.post(`/api/subscriptions/${subscription.id}/resume`).expect(200);
    expect(resumed.body.status).toBe('active');
  });

  it("answers another business's billing exactly like a missing one, and changes nothing", async () => {
    const owner = await clientAgent(t);
    const outsider = await signedInAgent(t);
    const { subscription, invoice } = await buy(owner.agent);

    expect((await outsider.agent.get('/api/subscriptions').expect(200)).body).toEqual([]);
    expect((await outsider.agent.get('/api/invoices').expect(200)).body).toEqual([]);
    expect((await outsider.agent.get('/api/payments').expect(200)).body).toEqual([]);
    expect((await outsider.agent.get(`/api/invoices/${invoice.id}`).expect(404)).body.message).toBe('Invoice not found');
    expect((await outsider.agent.get(`/api/invoices/${invoice.id}/pdf`).expect(404)).body.message).toBe('Invoice not found');
    const proof = await outsider.agent
      .post(`/api/invoices/${invoice.id}/proof-of-payment`)
      .attach('file', PDF, { filename: 'eft.pdf', contentType: 'application/pdf' })
      .expect(404);
    expect(proof.body.message).toBe('Invoice not found');
    expect((await outsider.agent.post(`/api/subscriptions/${subscription.id}/cancel`).expect(404)).body.message).toBe(
      'Subscription not found',
    );
    expect(await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).toMatchObject({
      proofKey: null,
      status: 'issued',
    });
  });

  it('addresses staff billing routes by the business id: an admin starts a subscription on account, the owner sees it', async () => {
    const owner = await clientAgent(t, { company: 'Bo-Kaap Spice Traders' });
    const biz = owner.user.businessId;
    const other = await clientAgent(t, { company: 'Other Traders' });
    const { agent: admin } = await staffAgent(t, 'admin');
    const { subscription } = await buyPackage(t, owner.agent, 'essential');

    // Another business's id with this subscription's id: not found, and nothing started.
    await admin
      .post(`/api/staff/clients/${other.user.businessId}/subscriptions/${subscription.id}/start-on-account`)
      .send({ reason: 'Agreed with the owner' })
      .expect(404);
    const started = await admin
      .post(`/api/staff/clients/${biz}/subscriptions/${subscription.id}/start-on-account`)
      .send({ reason: 'Agreed with the owner' })
      .expect(200);
    expect(started.body).toMatchObject({ businessId: biz, status: 'active', onAccount: { reason: 'Agreed with the owner' } });
    const log = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ action: 'staff.subscription.start_on_account' });
    expect(log.details).toMatchObject({ businessId: biz, subscriptionId: subscription.id, reason: 'Agreed with the owner' });

    // The owner sees it active, started on account, and its invoice still owed.
    const theirs = (await owner.agent.get('/api/subscriptions').expect(200)).body;
    expect(theirs).toEqual([
      expect.objectContaining({ id: subscription.id, status: 'active', businessId: biz, onAccountSince: expect.any(String) }),
    ]);
    expect((await owner.agent.get('/api/payments').expect(200)).body).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it("keeps the business's billing when a member closes their account, without their name on it", async () => {
    const owner = await clientAgent(t);
    const coOwner = await signedInAgent(t);
    const biz = owner.user.businessId;
    await join(coOwner, biz, 'owner');
    const { subscription, invoice } = await buy(coOwner.agent);

    await coOwner.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);

    // The business has another owner: it stays, and so does its billing, naming no person now.
    const sub = await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: subscription.id });
    expect({ businessId: sub.businessId, userId: sub.userId, status: sub.status }).toEqual({
      businessId: biz,
      userId: null,
      status: 'pending',
    });
    const inv = await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    expect({ businessId: inv.businessId, userId: inv.userId }).toEqual({ businessId: biz, userId: null });
    const payment = await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: invoice.id });
    expect({ businessId: payment.businessId, userId: payment.userId }).toEqual({ businessId: biz, userId: null });
    expect((await owner.agent.get('/api/subscriptions').expect(200)).body.map((s: { id: number }) => s.id)).toEqual([subscription.id]);
    expect((await owner.agent.get('/api/invoices').expect(200)).body.map((i: { id: number }) => i.id)).toEqual([invoice.id]);

    // The last owner closes theirs: the business closes, its subscription with it; the invoice and
    // payment are kept for the books, with neither business nor person.
    await owner.agent.delete('/api/user').send({ password: DEFAULT_PASSWORD }).expect(200);
    expect(await t.dataSource.getRepository(Subscription).countBy({ id: subscription.id })).toBe(0);
    const kept = await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    expect({ businessId: kept.businessId, userId: kept.userId }).toEqual({ businessId: null, userId: null });
    const keptPayment = await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: invoice.id });
    expect({ businessId: keptPayment.businessId, userId: keptPayment.userId }).toEqual({ businessId: null, userId: null });
  });
});

import request from 'supertest';
import { BillingJobService } from '../src/billing/billing-job.service';
import { BillingTransactions } from '../src/billing/billing-transactions';
import { addDays } from '../src/billing/billing-rules';
import { BillingSequence } from '../src/billing/entities/billing-sequence.entity';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { InvoiceIssuer } from '../src/billing/invoice-issuer';
import { AppConfig } from '../src/config/app-config';
import { APP_CONFIG } from '../src/config/config.module';
import { SchedulerLease } from '../src/common/scheduling/scheduler-lease.entity';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { Payment } from '../src/billing/entities/payment.entity';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { ActivityService } from '../src/activity/activity.service';
import { NotifyOutcome, PayfastService } from '../src/billing/payfast/payfast.service';
import { Subscription } from '../src/billing/entities/subscription.entity';
import { download, fakePayfastValidator, pdfText, signPayfast } from './support/billing-fixtures';
import { activityRows, Agent, assign, clientAgent, eventually, PDF, saDate, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { buyBySigning, confirmEmail, signLetter } from './support/engagement-fixtures';
import { createTestApp, TestApp } from './support/test-app';
import { fileStorage } from './support/documents-fixtures';
import { OrphanFileSweeper, ORPHAN_GRACE_MS } from '../src/storage/orphan-file-sweeper';
import { Readable } from 'node:stream';
import { Clock } from '../src/common/clock/clock';
import { firmToday } from '../src/common/calendar/firm-calendar';

const VAT_NUMBER = '4123456789';
const PASSPHRASE = 'jt7NOE43FZPn';
const BILLING_ENV = {
  ...STAFF_SUITE_ENV,
  FIRM_VAT_NUMBER: VAT_NUMBER,
  BANK_NAME: 'First National Bank',
  BANK_ACCOUNT_NUMBER: '62845190237',
  BANK_BRANCH_CODE: '250655',
};

interface InvoiceBody {
  id: number;
  number: string;
  reference: string;
  status: string;
  total: number;
  vat: number;
  subscriptionId: number;
}

async function buy(t: TestApp, agent: Agent, packageType = 'standard') {
  const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType });
  const bought = await buyBySigning(t, agent, service.id);
  return { service, subscription: bought.subscription, invoice: bought.invoice as InvoiceBody };
}

const serial = (n: string) => Number(n.replace('INV-', ''));

/** Billing mails queued for this address, oldest first. */
/** The billing mails queued for an address (registration's confirmation mail is another feature's). */
async function mails(t: TestApp, to: string): Promise<OutboxMessage[]> {
  return t.dataSource.getRepository(OutboxMessage).find({ where: { to, category: 'billing' }, order: { id: 'ASC' } });
}

describe('Billing API (VAT-registered firm)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(BILLING_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('buy → numbered tax invoice → EFT proof → staff mark paid → active → client downloads the PDF with every SARS field', async () => {
    const { agent, user } = await clientAgent(t, {
      address: '12 Long Street',
      city: 'Cape Town',
      postalCode: '8001',
      vatNumber: '4987654321',
    });
    const { agent: staff } = await staffAgent(t, 'manager');
    const { service, subscription, invoice } = await buy(t, agent);
    const price = Number(service.price);

    expect(subscription.status).toBe('pending');
    const [issuedMail] = await mails(t, user.email);
    expect(issuedMail).toMatchObject({
      template: 'billing-invoice-issued',
      category: 'billing',
      subject: `Invoice ${invoice.number} from Table Bay Accounting`,
    });
    expect(issuedMail.text).toContain(`/checkout/${invoice.id}`);
    expect(issuedMail.text).toContain(`Payment reference: ${invoice.reference}`);
    expect(invoice).toMatchObject({ status: 'issued', total: price, subscriptionId: subscription.id });
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.reference).toBe(invoice.number.replace('-', ''));
    // VAT = total × 15/115, rounded half up once, in cents.
    const totalCents = Math.round(price * 100);
    expect(Math.round(invoice.vat * 100)).toBe(Math.floor((30 * totalCents + 115) / 230));

    // The same package cannot be bought twice while one is pending or active.
    await agent
      .post('/api/subscriptions')
      .send({ serviceId: service.id, acceptTerms: true })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('You already have an active or pending subscription to this package'));

    // The checkout page's data: the invoice, the bank details and no card option (PayFast not configured).
    const detail = await agent.get(`/api/invoices/${invoice.id}`).expect(200);
    expect(detail.body).toMatchObject({
      number: invoice.number,
      bank: { bankName: 'First National Bank', accountNumber: '62845190237', branchCode: '250655' },
      payfastAvailable: false,
    });
    expect(detail.headers['cache-control']).toContain('no-store');
    await agent.get(`/api/invoices/${invoice.id}/payfast`).expect(404);

    // The payments list shows what is owed as a pending payment.
    const pending = await agent.get('/api/payments').expect(200);
    expect(pending.body).toHaveLength(1);
    expect(pending.body[0]).toMatchObject({ status: 'pending', amount: price, subscriptionId: subscription.id });

    // Proof of payment: only real PDF/JPEG/PNG bytes.
    await agent
      .post(`/api/invoices/${invoice.id}/proof-of-payment`)
      .attach('file', Buffer.from('MZ not a pdf'), { filename: 'proof.pdf', contentType: 'application/pdf' })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Proof of payment must be a PDF, JPEG or PNG file'));
    const proof = await agent
      .post(`/api/invoices/${invoice.id}/proof-of-payment`)
      .attach('file', PDF, { filename: 'fnb-proof.pdf', contentType: 'application/pdf' })
      .expect(200);
    expect(proof.body.proofOfPayment).toBe(true);
    const proofFile = await download(staff, `/api/staff/invoices/${invoice.id}/proof-of-payment`);
    expect((proofFile.body as Buffer).equals(PDF)).toBe(true);

    // The invoice's pending payment has no route of its own: the invoice is the one thing staff settle.
    const pendingId = (await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: invoice.id })).id;
    await staff.patch(`/api/staff/clients/${user.businessId}/payments/${pendingId}`).send({ status: 'completed' }).expect(404);

    // Staff see it and mark it paid.
    const list = await staff.get(`/api/staff/clients/${user.businessId}/invoices`).expect(200);
    expect(list.body.map((i: InvoiceBody) => i.id)).toEqual([invoice.id]);
    await staff
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: '', paidOn: saDate(0) })
      .expect(400);
    await staff
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'FNB 123', paidOn: saDate(3) })
      .expect(400);
    const paid = await staff
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'FNB 2611230042', paidOn: saDate(0) })
      .expect(200);
    expect(paid.body).toMatchObject({ status: 'paid', paidReference: 'FNB 2611230042', paymentMethod: 'eft' });
    await staff
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'again', paidOn: saDate(0) })
      .expect(409)
      .expect((r) => expect(r.body.message).toBe('Only an unpaid invoice can be paid or voided'));
    expect((await activityRows(t, 'staff.invoice.mark_paid')).length).toBe(1);
    expect((await mails(t, user.email)).map((m) => m.template)).toEqual(['billing-invoice-issued', 'billing-payment-received']);
    expect((await mails(t, user.email))[1].subject).toBe(`Payment received for invoice ${invoice.number}`);

    // The client sees it active, the payment completed, the invoice paid.
    const subs = await agent.get('/api/subscriptions').expect(200);
    expect(subs.body[0]).toMatchObject({ id: subscription.id, status: 'active' });
    expect(new Date(subs.body[0].renewalDate).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    const payments = await agent.get('/api/payments').expect(200);
    expect(payments.body[0]).toMatchObject({ status: 'completed', paymentMethod: 'eft', stripePaymentId: 'FNB 2611230042' });
    expect((await agent.get('/api/invoices').expect(200)).body[0]).toMatchObject({ id: invoice.id, status: 'paid' });

    // The PDF, as stored when issued.
    const pdf = await download(agent, `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Tax Invoice',
      'Table Bay Accounting (Pty) Ltd',
      '14 Belmont Road',
      `VAT registration number: ${VAT_NUMBER}`,
      'Nkosi Catering',
      '12 Long Street, Cape Town, 8001',
      'VAT number: 4987654321',
      invoice.number,
      'Date of issue',
      'Standard package: monthly fee',
      '1 R3,599.00 R3,599.00',
      'VAT at 15%',
      'Total including VAT',
      `Payment reference`,
      invoice.reference,
      'Account number: 62845190237',
      'Branch code: 250655',
    ]) {
      expect(text).toContain(expected);
    }
    // The portal's rand format (docs/decisions/0006-money.md).
    expect(price).toBe(3599);
    expect(text).toContain('VAT at 15% R469.43');
    expect(text).toContain('Total including VAT R3,599.00');
    // Immutable: the stored bytes are served again unchanged.
    expect(((await download(agent, `/api/invoices/${invoice.id}/pdf`)).body as Buffer).equals(bytes)).toBe(true);
  });

  it("answers 404 for another client's invoice, unknown and malformed ids, and out-of-scope staff", async () => {
    const { agent } = await clientAgent(t);
    const other = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    for (const url of [`/api/invoices/${invoice.id}`, `/api/invoices/${invoice.id}/pdf`, `/api/invoices/${invoice.id}/payfast`]) {
      await other.agent.get(url).expect(404);
    }
    await other.agent.post(`/api/invoices/${invoice.id}/proof-of-payment`).attach('file', PDF, 'p.pdf').expect(404);
    await agent.get('/api/invoices/999999').expect(404);
    await agent.get('/api/invoices/abc').expect(404);
    expect((await other.agent.get('/api/invoices').expect(200)).body).toEqual([]);
    const { agent: accountant } = await staffAgent(t, 'accountant');
    await accountant
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'x', paidOn: saDate(0) })
      .expect(404);
    // Voiding is a manager's or admin's (docs/billing.md): the role is refused before the invoice is looked up.
    await accountant.post(`/api/staff/invoices/${invoice.id}/void`).expect(403);
    await other.agent.post(`/api/staff/invoices/${invoice.id}/void`).expect(403);
    await request(t.http).get('/api/invoices').expect(401);
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).status).toBe('issued');
  });

  it("the billing overview sums outstanding, overdue and paid-this-month invoices within the staff member's scope", async () => {
    const a = await clientAgent(t);
    const b = await clientAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    const { agent: accountant, user: accountantUser } = await staffAgent(t, 'accountant');
    const { invoice: paidInvoice } = await buy(t, a.agent, 'standard');
    // One main package per business: a's second open invoice is another business's (c's, also outside the accountant's scope).
    const c = await clientAgent(t);
    const { invoice: openA } = await buy(t, c.agent, 'advanced');
    const { invoice: overdueB } = await buy(t, b.agent, 'standard');
    // One invoice of b's falls overdue: its due date moved into the past.
    await t.dataSource.getRepository(Invoice).update({ id: overdueB.id }, { dueAt: new Date(Date.now() - 86_400_000) });
    await manager
      .post(`/api/staff/invoices/${paidInvoice.id}/mark-paid`)
      .send({ reference: 'FNB 1', paidOn: saDate(0) })
      .expect(200);

    const cents = (rand: number) => Math.round(rand * 100);
    const all = (await manager.get('/api/staff/billing/overview').expect(200)).body;
    expect(all).toMatchObject({ outstandingCount: 2, overdueCount: 1, paidThisMonthCount: 1 });
    expect(cents(all.outstanding)).toBe(cents(openA.total) + cents(overdueB.total));
    expect(cents(all.overdue)).toBe(cents(overdueB.total));
    expect(cents(all.paidThisMonth)).toBe(cents(paidInvoice.total));
    // Oldest due first, each with its shown status.
    expect(all.open.map((i: InvoiceBody) => [i.id, i.status])).toEqual([
      [overdueB.id, 'overdue'],
      [openA.id, 'issued'],
    ]);

    // An accountant sees only the clients assigned to them.
    expect((await accountant.get('/api/staff/billing/overview').expect(200)).body).toMatchObject({
      outstanding: 0,
      outstandingCount: 0,
      overdueCount: 0,
      paidThisMonthCount: 0,
      open: [],
    });
    await assign(t, b.user.businessId, accountantUser.id);
    const scoped = (await accountant.get('/api/staff/billing/overview').expect(200)).body;
    expect(scoped).toMatchObject({ outstandingCount: 1, overdueCount: 1, paidThisMonthCount: 0 });
    expect(scoped.open.map((i: InvoiceBody) => i.id)).toEqual([overdueB.id]);
    await a.agent.get('/api/staff/billing/overview').expect(403);
  });

  it("reads the time from the app's clock: past its due date there, an invoice is overdue on every screen and a payment of that day is accepted", async () => {
    const client = await clientAgent(t);
    const { agent: manager } = await staffAgent(t, 'manager');
    const { invoice, subscription } = await buy(t, client.agent);
    const stored = await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    // Two days past the due date on the app's clock (INVOICE_PAYMENT_DAYS ahead of now: in the real future).
    const later = new Date(stored.dueAt.getTime() + 2 * 86_400_000);
    const clock = t.app.get(Clock);
    clock.travelTo(later);
    try {
      expect((await client.agent.get('/api/invoices').expect(200)).body.map((i: InvoiceBody) => i.status)).toEqual(['overdue']);
      expect((await client.agent.get(`/api/invoices/${invoice.id}`).expect(200)).body.status).toBe('overdue');
      expect((await client.agent.get('/api/overview').expect(200)).body.unpaidInvoices).toMatchObject([
        { id: invoice.id, status: 'overdue' },
      ]);
      const overview = (await manager.get('/api/staff/billing/overview').expect(200)).body;
      expect(overview).toMatchObject({ overdueCount: 1, open: [{ id: invoice.id, status: 'overdue' }] });
      const staffList = (await manager.get(`/api/staff/clients/${client.user.businessId}/invoices`).expect(200)).body;
      expect(staffList).toMatchObject([{ id: invoice.id, status: 'overdue' }]);

      // Paid on the clock's today, which the real clock would call a date in the future.
      const paid = await manager
        .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
        .send({ reference: 'FNB 77', paidOn: firmToday(later) })
        .expect(200);
      expect(paid.body.status).toBe('paid');
      const active = await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: subscription.id });
      expect(active.status).toBe('active');
      // The paid period starts when the payment was recorded, on the app's clock.
      expect(Math.abs(active.startDate.getTime() - later.getTime())).toBeLessThan(60_000);
    } finally {
      clock.reset();
    }
  });

  it('refuses a purchase without accepted terms or with an unknown package', async () => {
    const { agent } = await clientAgent(t);
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
    await agent
      .post('/api/subscriptions')
      .send({ serviceId: service.id, acceptTerms: false })
      .expect(400)
      .expect((r) => expect(r.body.errors.acceptTerms).toBe('Please accept the terms of service'));
    await agent.post('/api/subscriptions').send({ serviceId: 99999, acceptTerms: true }).expect(404);
    expect(await t.dataSource.getRepository(Invoice).count()).toBe(0);
  });

  it('20 invoices issued concurrently get 20 distinct consecutive numbers', async () => {
    const { user } = await clientAgent(t);
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
    const sub = await t.dataSource.getRepository(Subscription).save({
      businessId: user.businessId,
      userId: user.id,
      serviceId: service.id,
      status: 'active',
      startDate: new Date(),
      autoRenew: true,
      openKey: null,
    });
    const before = (await t.dataSource.getRepository(BillingSequence).findOneByOrFail({ name: 'invoice' })).nextNumber;
    const issuer = t.app.get(InvoiceIssuer);
    const start = Date.UTC(2027, 0, 1);
    const issued = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.get(BillingTransactions).run((m) =>
          issuer.issue(m, {
            businessId: user.businessId,
            userId: user.id,
            subscriptionId: sub.id,
            description: 'Concurrent',
            totalCents: 100_00,
            periodStart: addDays(new Date(start), i * 31),
            periodEnd: addDays(new Date(start), i * 31 + 30),
            issuedAt: new Date(),
          }),
        ),
      ),
    );
    const numbers = issued.map((i) => i.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + i));
    expect(await t.dataSource.getRepository(Invoice).count()).toBe(20);
  });

  it('concurrent purchases of one package make one pending row; concurrent cancels: one succeeds', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: staff } = await staffAgent(t, 'manager');
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'essential' });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => agent.post('/api/subscriptions').send({ serviceId: service.id, acceptTerms: true })),
    );
    // One purchase wins; a racer either lost (409) or arrived after it and was given the same waiting letter (201).
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await t.dataSource.getRepository(Subscription).count({ where: { businessId: user.businessId, serviceId: service.id } })).toBe(1);
    const won = results
      .filter((r) => r.status === 201)
      .map((r) => r.body as { subscription: { id: number }; engagementLetter: { id: number } });
    expect(new Set(won.map((w) => `${w.subscription.id}:${w.engagementLetter.id}`)).size).toBe(1);
    await confirmEmail(t, user.id);
    const { subscription, invoice } = await signLetter(agent, won[0].engagementLetter.id);
    await staff
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'EFT 1', paidOn: saDate(0) })
      .expect(200);
    const id = subscription.id;
    const cancels = await Promise.all(Array.from({ length: 5 }, () => agent.post(`/api/subscriptions/${id}/cancel`)));
    expect(cancels.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await activityRows(t, 'subscription.cancel')).length).toBe(1);
  });

  it('cancel keeps access until the renewal date, can be undone until then, and the job expires it after', async () => {
    const { agent } = await clientAgent(t);
    const { agent: staff } = await staffAgent(t, 'manager');
    const { subscription, invoice } = await buy(t, agent);
    await staff
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'EFT 1', paidOn: saDate(0) })
      .expect(200);
    const canceled = await agent.post(`/api/subscriptions/${subscription.id}/cancel`).expect(200);
    expect(canceled.body.status).toBe('canceled');
    const endDate = new Date(canceled.body.endDate);
    expect(endDate.toISOString()).toBe(canceled.body.renewalDate);
    const resumed = await agent.post(`/api/subscriptions/${subscription.id}/resume`).expect(200);
    expect(resumed.body).toMatchObject({ status: 'active', autoRenew: true, endDate: null });
    await agent.post(`/api/subscriptions/${subscription.id}/resume`).expect(409);
    await agent.post(`/api/subscriptions/${subscription.id}/cancel`).expect(200);

    const job = t.app.get(BillingJobService);
    // No renewal invoice for a canceled plan, and nothing expires before the end date.
    expect(await job.run(addDays(endDate, -3))).toEqual({ renewalInvoices: 0, expired: 0, packageChanges: 0 });
    expect(await job.run(addDays(endDate, 0.01))).toEqual({ renewalInvoices: 0, expired: 1, packageChanges: 0 });
    expect(await job.run(addDays(endDate, 0.02))).toEqual({ renewalInvoices: 0, expired: 0, packageChanges: 0 });
    expect((await agent.get('/api/subscriptions').expect(200)).body[0].status).toBe('expired');
    await agent.post(`/api/subscriptions/${subscription.id}/resume`).expect(409);
    // Expired frees the package: it can be bought again.
    await buy(t, agent);
  });

  it('renewal: invoice 7 days ahead (once), paying it extends the period; unpaid 7 days after → expired and the invoice void', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: staff } = await staffAgent(t, 'manager');
    const { subscription, invoice } = await buy(t, agent);
    await staff
      .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
      .send({ reference: 'EFT 1', paidOn: saDate(0) })
      .expect(200);
    const repo = t.dataSource.getRepository(Subscription);
    const renewal = (await repo.findOneByOrFail({ id: subscription.id })).renewalDate!;
    const job = t.app.get(BillingJobService);

    expect(await job.run(addDays(renewal, -8))).toEqual({ renewalInvoices: 0, expired: 0, packageChanges: 0 });
    expect(await job.runWithLease(addDays(renewal, -7))).toEqual({ renewalInvoices: 1, expired: 0, packageChanges: 0 });
    expect(await job.runWithLease(addDays(renewal, -6))).toEqual({ renewalInvoices: 0, expired: 0, packageChanges: 0 });
    const invoices = (await agent.get('/api/invoices').expect(200)).body as Array<InvoiceBody & { periodStart: string }>;
    expect(invoices).toHaveLength(2);
    expect(serial(invoices[0].number)).toBe(serial(invoice.number) + 1);
    expect(invoices[0].periodStart).toBe(renewal.toISOString());

    await staff
      .post(`/api/staff/invoices/${invoices[0].id}/mark-paid`)
      .send({ reference: 'EFT 2', paidOn: saDate(0) })
      .expect(200);
    const next = (await repo.findOneByOrFail({ id: subscription.id })).renewalDate!;
    expect(next.getTime()).toBeGreaterThan(addDays(renewal, 27).getTime());
    expect(await job.run(addDays(renewal, 8))).toEqual({ renewalInvoices: 0, expired: 0, packageChanges: 0 });

    // The next renewal is never paid.
    expect(await job.run(addDays(next, -7))).toEqual({ renewalInvoices: 1, expired: 0, packageChanges: 0 });
    expect(await job.run(addDays(next, 6))).toEqual({ renewalInvoices: 0, expired: 0, packageChanges: 0 });
    expect(await job.run(addDays(next, 7.01))).toEqual({ renewalInvoices: 0, expired: 1, packageChanges: 0 });
    expect((await repo.findOneByOrFail({ id: subscription.id })).status).toBe('expired');
    const last = (await agent.get('/api/invoices').expect(200)).body[0] as InvoiceBody;
    expect(last.status).toBe('void');
    expect((await mails(t, user.email)).map((m) => m.template)).toEqual([
      'billing-invoice-issued',
      'billing-payment-received',
      'billing-renewal-soon',
      'billing-payment-received',
      'billing-renewal-soon',
      'billing-subscription-expired',
    ]);
    expect((await mails(t, user.email))[2].subject).toMatch(/^Your Standard subscription renews on /);
  });

  it('another instance holding the lease keeps the job from running twice at once', async () => {
    const job = t.app.get(BillingJobService);
    const now = new Date();
    // The scheduler lease of the mail module, shared by every scheduled job.
    const leases = t.dataSource.getRepository(SchedulerLease);
    await leases.save({ name: 'billing-renewals', holder: 'other-instance', leaseUntil: Date.now() + 3_600_000, lastRunAt: null });
    expect(await job.runWithLease(now)).toBeNull();
    await leases.update({ name: 'billing-renewals' }, { leaseUntil: Date.now() - 1 });
    expect(await job.runWithLease(now)).toEqual({ renewalInvoices: 0, expired: 0, packageChanges: 0 });
  });

  it('a staff invoice action and its audit row commit together: an audit row that cannot be written undoes the action', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: staff } = await staffAgent(t, 'manager');
    const { invoice } = await buy(t, agent, 'essential');
    const activity = t.app.get(ActivityService);
    const failing = jest.spyOn(activity, 'recordIn').mockRejectedValueOnce(new Error('audit table unavailable'));
    try {
      await staff
        .post(`/api/staff/invoices/${invoice.id}/mark-paid`)
        .send({ reference: 'FNB 1', paidOn: saDate(0) })
        .expect(500);
      await staff.post(`/api/staff/invoices/${invoice.id}/void`).expect(200);
    } finally {
      failing.mockRestore();
    }
    // The failed mark-paid left nothing: the invoice was still open (the void went through), its
    // payment never completed, no receipt was queued and no audit row claims a payment.
    expect(await activityRows(t, 'staff.invoice.mark_paid')).toHaveLength(0);
    expect(await activityRows(t, 'staff.invoice.void')).toHaveLength(1);
    expect((await t.dataSource.getRepository(Payment).findBy({ invoiceId: invoice.id })).map((p) => p.status)).toEqual(['failed']);
    expect((await mails(t, user.email)).map((m) => m.template)).toEqual(['billing-invoice-issued']);
  });

  it('void keeps the number; refund issues a credit note with its own sequence and the original number', async () => {
    const { agent, user } = await clientAgent(t);
    const { agent: staff } = await staffAgent(t, 'manager');
    const first = await buy(t, agent, 'essential');
    const voided = await staff.post(`/api/staff/invoices/${first.invoice.id}/void`).expect(200);
    expect(voided.body).toMatchObject({ status: 'void', number: first.invoice.number });
    // The voided first invoice called the purchase off, so the business may choose another package.
    const second = await buy(t, agent, 'standard');
    await staff.post(`/api/staff/invoices/${first.invoice.id}/refund`).send({ reason: 'x', amount: 1 }).expect(409);
    await staff.post(`/api/staff/invoices/${second.invoice.id}/refund`).send({ reason: 'Early', amount: 1 }).expect(409);

    await staff
      .post(`/api/staff/invoices/${second.invoice.id}/mark-paid`)
      .send({ reference: 'EFT', paidOn: saDate(0) })
      .expect(200);
    await staff.post(`/api/staff/invoices/${second.invoice.id}/refund`).send({ reason: '', amount: 10 }).expect(400);
    await staff
      .post(`/api/staff/invoices/${second.invoice.id}/refund`)
      .send({ reason: 'x', amount: second.invoice.total + 1 })
      .expect(409);
    const part = await staff
      .post(`/api/staff/invoices/${second.invoice.id}/refund`)
      .send({ reason: 'Charged twice for a week', amount: 100 })
      .expect(200);
    expect(part.body).toMatchObject({ invoiceNumber: second.invoice.number, total: 100, vat: 13.04, reason: 'Charged twice for a week' });
    expect(part.body.number).toMatch(/^CN-\d{6}$/);
    expect(
      (await agent.get('/api/payments').expect(200)).body.find(
        (p: { invoiceId?: number; amount: number; status: string }) => p.status === 'completed',
      ),
    ).toBeTruthy();
    const rest = await staff
      .post(`/api/staff/invoices/${second.invoice.id}/refund`)
      .send({ reason: 'Closing the account', amount: Math.round((second.invoice.total - 100) * 100) / 100 })
      .expect(200);
    expect(Number(rest.body.number.slice(3))).toBe(Number(part.body.number.slice(3)) + 1);
    const payments = await t.dataSource
      .getRepository(Payment)
      .find({ where: { businessId: user.businessId, invoiceId: second.invoice.id } });
    expect(payments.map((p) => p.status)).toEqual(['refunded']);
    const list = (await staff.get(`/api/staff/clients/${user.businessId}/invoices`).expect(200)).body as Array<{
      id: number;
      creditNotes: string[];
      credited: number;
    }>;
    expect(list.find((i) => i.id === second.invoice.id)).toMatchObject({
      creditNotes: [part.body.number, rest.body.number],
      credited: second.invoice.total,
    });
    const note = await download(staff, `/api/staff/invoices/${second.invoice.id}/credit-notes/${part.body.id}/pdf`);
    const text = await pdfText(note.body as Buffer);
    for (const s of [
      'Credit Note',
      part.body.number,
      `Original invoice`,
      second.invoice.number,
      'Charged twice for a week',
      'R100.00',
      'R13.04',
    ]) {
      expect(text).toContain(s);
    }
  });
});

describe('Billing API: PayFast notifications', () => {
  let t: TestApp;
  let validator: Awaited<ReturnType<typeof fakePayfastValidator>>;
  beforeAll(async () => {
    validator = await fakePayfastValidator();
    t = await createTestApp({
      ...BILLING_ENV,
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      PAYFAST_PASSPHRASE: PASSPHRASE,
      PAYFAST_SANDBOX: 'false',
      PAYFAST_VALIDATE_URL: validator.url,
      PAYFAST_VALID_HOSTS: '127.0.0.1,::1,::ffff:127.0.0.1',
    });
  });
  afterAll(async () => {
    await t.close();
    await validator.close();
  });
  beforeEach(() => t.reset());

  function itn(inv: InvoiceBody, fields: Partial<Record<string, string>> = {}): Array<[string, string]> {
    const base: Record<string, string> = {
      m_payment_id: inv.reference,
      pf_payment_id: '1089250',
      payment_status: 'COMPLETE',
      item_name: `${inv.number}: Standard package`,
      item_description: '',
      amount_gross: inv.total.toFixed(2),
      amount_fee: '-82.53',
      amount_net: (inv.total - 82.53).toFixed(2),
      name_first: 'Thandi',
      name_last: 'Nkosi',
      email_address: 'thandi@example.co.za',
      merchant_id: '10000100',
      ...fields,
    };
    return Object.entries(base) as Array<[string, string]>;
  }

  async function post(pairs: Array<[string, string]>, signature = signPayfast(pairs, PASSPHRASE)) {
    await request(t.http)
      .post('/api/billing/payfast/notify')
      .type('form')
      .send(new URLSearchParams([...pairs, ['signature', signature]]).toString())
      .expect(200);
  }

  /** What became of each notification, in the order posted: the handler's own answers, observed as they settle. */
  let notified: jest.SpyInstance<Promise<NotifyOutcome>>;
  beforeEach(() => {
    notified = jest.spyOn(t.app.get(PayfastService), 'notify');
  });
  afterEach(() => notified.mockRestore());
  async function outcomes(): Promise<string[]> {
    return Promise.all(notified.mock.results.map((r) => r.value as Promise<NotifyOutcome>));
  }
  const waitFor = (n: number) => eventually(outcomes, (o) => o.length >= n, 5000);
  /** The activity rows the notify route wrote. */
  async function activityOutcomes(): Promise<string[]> {
    const rows = await t.dataSource.query("SELECT action FROM activity_logs WHERE action LIKE 'billing.payfast.%' ORDER BY id");
    return (rows as Array<{ action: string }>).map((r) => r.action.replace('billing.payfast.', ''));
  }

  it('offers a signed form whose signature PayFast would accept', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    const res = await agent.get(`/api/invoices/${invoice.id}/payfast`).expect(200);
    expect(res.body.action).toBe('https://www.payfast.co.za/eng/process');
    const fields = res.body.fields as Array<{ name: string; value: string }>;
    const sig = fields.pop()!;
    expect(sig.name).toBe('signature');
    expect(
      signPayfast(
        fields.map((f) => [f.name, f.value]),
        PASSPHRASE,
      ),
    ).toBe(sig.value);
    expect(fields.find((f) => f.name === 'm_payment_id')?.value).toBe(invoice.reference);
    expect(fields.find((f) => f.name === 'amount')?.value).toBe(invoice.total.toFixed(2));
    expect(fields.find((f) => f.name === 'return_url')?.value).toMatch(new RegExp(`/checkout/${invoice.id}\\?payfast=return$`));
    expect((await agent.get(`/api/invoices/${invoice.id}`).expect(200)).body.payfastAvailable).toBe(true);
  });

  it('only the valid first notification changes anything: bad signature, wrong amount, unknown invoice and a replay do not', async () => {
    const { agent } = await clientAgent(t);
    const { invoice, subscription } = await buy(t, agent);
    const state = async () => ({
      invoice: (await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).status,
      sub: (await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: subscription.id })).status,
      payments: await t.dataSource.getRepository(Payment).count(),
    });
    const untouched = await state();

    await post(itn(invoice), 'f'.repeat(32));
    await post(itn(invoice, { amount_gross: (invoice.total - 1).toFixed(2) }));
    await post(itn({ ...invoice, reference: 'INV999999' }));
    await post(
      itn(invoice, { amount_gross: invoice.total.toFixed(2) }).map(([k, v]) => [k, k === 'name_first' ? 'Mallory' : v]),
      signPayfast(itn(invoice), PASSPHRASE),
    );
    await waitFor(4);
    expect(await outcomes()).toEqual(['bad-signature', 'wrong-amount', 'unknown-invoice', 'bad-signature']);
    expect(await state()).toEqual(untouched);
    expect(validator.calls).toHaveLength(0);

    // PayFast's own check says no: nothing changes either.
    validator.answer.text = 'INVALID';
    await post(itn(invoice));
    await waitFor(5);
    expect((await outcomes())[4]).toBe('not-validated');
    expect(await state()).toEqual(untouched);

    validator.answer.text = 'VALID';
    await post(itn(invoice));
    await waitFor(6);
    expect((await outcomes())[5]).toBe('completed');
    expect(await state()).toEqual({ invoice: 'paid', sub: 'active', payments: untouched.payments });
    const payment = await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: invoice.id });
    // No payment_method in the notification: recorded as PayFast, not guessed.
    expect(payment).toMatchObject({ status: 'completed', paymentMethod: 'payfast', gatewayPaymentId: '1089250' });

    await post(itn(invoice));
    await waitFor(7);
    expect((await outcomes())[6]).toBe('replayed');
    expect(await state()).toEqual({ invoice: 'paid', sub: 'active', payments: untouched.payments });
    // Only the verified notification that changed something wrote to the activity log.
    expect(await activityOutcomes()).toEqual(['completed']);
  });

  it('FAILED records a failed payment and leaves the invoice open; a notification from another host is refused', async () => {
    const { agent, user } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    await post(itn(invoice, { payment_status: 'FAILED', pf_payment_id: '2000001' }));
    await waitFor(1);
    expect(await outcomes()).toEqual(['failed']);
    const statuses = (await agent.get('/api/payments').expect(200)).body.map((p: { status: string }) => p.status).sort();
    expect(statuses).toEqual(['failed', 'pending']);
    expect((await mails(t, user.email)).map((m) => m.template)).toEqual(['billing-invoice-issued', 'billing-payment-failed']);
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).status).toBe('issued');

    // The same valid notification, but PayFast's hosts do not include the sender.
    const pf = t.app.get<AppConfig>(APP_CONFIG).billing.payfast!;
    const hosts = pf.validHosts;
    pf.validHosts = ['192.0.2.1'];
    try {
      await post(itn(invoice, { pf_payment_id: '2000002' }));
      await waitFor(2);
    } finally {
      pf.validHosts = hosts;
    }
    expect((await outcomes())[1]).toBe('bad-host');
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).status).toBe('issued');
  });

  it('records the method PayFast reports: card, instant EFT; the client and the staff see it, never "Card" for an EFT', async () => {
    const { agent } = await clientAgent(t);
    const { agent: staff } = await staffAgent(t, 'manager');
    const first = await buy(t, agent, 'standard');
    await post(itn(first.invoice, { payment_method: 'cc', pf_payment_id: '2000001' }));
    await waitFor(1);
    const card = await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: first.invoice.id });
    expect(card).toMatchObject({ status: 'completed', paymentMethod: 'card', gatewayPaymentId: '2000001' });
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: first.invoice.id })).paidMethod).toBe('card');
    const theirs = (await agent.get('/api/payments').expect(200)).body as Array<{ paymentMethod: string }>;
    expect(theirs.map((p) => p.paymentMethod)).toEqual(['card']);
    const staffView = (await staff.get(`/api/staff/clients/${card.businessId}/invoices`).expect(200)).body as Array<{
      paymentMethod: string;
    }>;
    expect(staffView.map((i) => i.paymentMethod)).toEqual(['card']);
  });

  it('records instant EFT when PayFast says eft', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent, 'essential');
    await post(itn(invoice, { payment_method: 'eft', pf_payment_id: '2000002' }));
    await waitFor(1);
    expect(await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: invoice.id })).toMatchObject({
      status: 'completed',
      paymentMethod: 'instant_eft',
    });
  });

  it('refuses a notification for another merchant, even correctly signed', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    const validations = validator.calls.length;
    await post(itn(invoice, { merchant_id: '10000999' }));
    await waitFor(1);
    expect(await outcomes()).toEqual(['wrong-merchant']);
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).status).toBe('issued');
    expect(await t.dataSource.getRepository(Payment).countBy({ invoiceId: invoice.id, status: 'completed' })).toBe(0);
    expect(validator.calls).toHaveLength(validations);
    expect(await activityOutcomes()).toEqual([]);
  });

  it('a FAILED notification after the invoice was paid changes nothing and mails nothing', async () => {
    const { agent, user } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    await post(itn(invoice, { pf_payment_id: '3000001' }));
    await waitFor(1);
    expect(await outcomes()).toEqual(['completed']);
    const payments = await t.dataSource.getRepository(Payment).find({ where: { invoiceId: invoice.id }, order: { id: 'ASC' } });

    await post(itn(invoice, { payment_status: 'FAILED', pf_payment_id: '3000002' }));
    await post(itn(invoice, { payment_status: 'CANCELLED', pf_payment_id: '3000003' }));
    await waitFor(3);
    expect(await outcomes()).toEqual(['completed', 'not-open', 'not-open']);
    expect(await t.dataSource.getRepository(Payment).find({ where: { invoiceId: invoice.id }, order: { id: 'ASC' } })).toEqual(payments);
    expect((await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id })).status).toBe('paid');
    expect((await mails(t, user.email)).map((m) => m.template)).toEqual(['billing-invoice-issued', 'billing-payment-received']);
    expect(await activityOutcomes()).toEqual(['completed']);
  });

  it('unverified notifications write nothing: 200 forged posts leave no activity rows', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    const before = await t.dataSource.getRepository(ActivityLog).count();
    for (let i = 0; i < 200; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) => post(itn(invoice, { pf_payment_id: String(5000000 + i + j) }), 'f'.repeat(32))),
      );
    }
    await waitFor(200);
    expect(new Set(await outcomes())).toEqual(new Set(['bad-signature']));
    expect(await t.dataSource.getRepository(ActivityLog).count()).toBe(before);
  });
});

/**
 * Proof of payment (docs/billing.md): one file per invoice however many uploads race, counted in
 * the client's storage quota, limited like document uploads, and swept when orphaned. Thirty
 * uploads used to leave 25 files behind for an invoice that references one.
 */
describe('Billing API: proof-of-payment uploads', () => {
  let t: TestApp;
  const MB = 1024 * 1024;
  const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(Math.max(0, bytes - PDF.length), 0x20)]);
  beforeAll(async () => {
    t = await createTestApp({ ...BILLING_ENV, UPLOAD_LIMIT_PER_HOUR: '40', CLIENT_STORAGE_QUOTA_MB: '3' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    for (const prefix of ['invoice-proofs/', 'documents/'])
      for (const key of await fileStorage(t).list(prefix)) await fileStorage(t).delete(key);
  });

  const attach = (agent: Agent, id: number, file: Buffer = PDF, name = 'proof.pdf') =>
    agent.post(`/api/invoices/${id}/proof-of-payment`).attach('file', file, { filename: name, contentType: 'application/pdf' });

  it('30 concurrent uploads leave exactly the one file the invoice references', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attach(agent, invoice.id, PDF, `proof-${i}.pdf`)));
    expect(answers.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const row = await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    // Old files go after the replacing update commits, in the background of the request.
    const files = await eventually(
      () => fileStorage(t).list(`invoice-proofs/${invoice.id}/`),
      (f) => f.length === 1,
    );
    expect(files).toEqual([row.proofKey]);
    expect(row.proofSize).toBe(PDF.length);
  });

  it('counts the proof in the storage quota and refuses one that would pass it', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    await agent
      .post('/api/documents/upload')
      .field('category', 'bank_statement')
      .attach('files', pdfOf(2 * MB), { filename: 's.pdf', contentType: 'application/pdf' })
      .expect(201);
    const refused = await attach(agent, invoice.id, pdfOf(Math.round(1.5 * MB))).expect(413);
    expect(refused.body).toEqual({
      statusCode: 413,
      message:
        'This upload would go over your storage space of 3 MB (2 MB used). Please delete documents you no longer need, or contact us for more space.',
    });
    expect(await fileStorage(t).list(`invoice-proofs/${invoice.id}/`)).toEqual([]);
    await attach(agent, invoice.id, pdfOf(MB / 2)).expect(200);
    expect((await agent.get('/api/documents/storage').expect(200)).body).toEqual({ usedBytes: 2 * MB + MB / 2, quotaBytes: 3 * MB });
    // Replacing it counts the new file only.
    await attach(agent, invoice.id, pdfOf(MB / 4)).expect(200);
    expect((await agent.get('/api/documents/storage').expect(200)).body.usedBytes).toBe(2 * MB + MB / 4);
  });

  it('shares the hourly upload limit with document uploads', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    for (let i = 0; i < 40; i++) await attach(agent, invoice.id).expect(200);
    const res = await attach(agent, invoice.id).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'You can upload at most 40 times an hour. Please wait a few minutes and try again.',
    });
    await agent.post('/api/documents/upload').field('category', 'bank_statement').attach('files', PDF, 'x.pdf').expect(429);
  });

  it('the orphan sweep also removes proof files no invoice references', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    await attach(agent, invoice.id).expect(200);
    const orphan = `invoice-proofs/${invoice.id}/00000000-0000-4000-8000-000000000000.pdf`;
    await fileStorage(t).put(orphan, Readable.from([PDF]), 'application/pdf');
    const sweeper = t.app.get(OrphanFileSweeper);
    expect(await sweeper.sweep()).toBe(0);
    // At least the orphan proof: engagement letters of earlier tests, whose rows the reset emptied, go too.
    expect(await sweeper.sweep(Date.now() + ORPHAN_GRACE_MS + 60_000)).toBeGreaterThanOrEqual(1);
    const row = await t.dataSource.getRepository(Invoice).findOneByOrFail({ id: invoice.id });
    expect(await fileStorage(t).list(`invoice-proofs/${invoice.id}/`)).toEqual([row.proofKey]);
  });
});

describe('Billing API: firm not VAT-registered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...STAFF_SUITE_ENV, FIRM_VAT_NUMBER: '' });
  });
  afterAll(() => t.close());

  it('issues an "Invoice" with no VAT lines', async () => {
    const { agent } = await clientAgent(t);
    const { invoice } = await buy(t, agent);
    expect(invoice.vat).toBe(0);
    const text = await pdfText((await download(agent, `/api/invoices/${invoice.id}/pdf`)).body as Buffer);
    expect(text).toContain('Invoice');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toMatch(/VAT/);
    expect((await request(t.http).get('/api/billing/settings').expect(200)).body).toEqual({
      vatRegistered: false,
      payfastAvailable: false,
      paymentTermsDays: 7,
    });
    expect(text).toContain(invoice.number);
  });
});

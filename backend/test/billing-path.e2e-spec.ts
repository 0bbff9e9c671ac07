import { ActivityLog } from '../src/activity/activity-log.entity';
import { BillingJobService } from '../src/billing/billing-job.service';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { Payment } from '../src/billing/entities/payment.entity';
import { Subscription } from '../src/billing/entities/subscription.entity';
import { PackageChangesService } from '../src/billing/package-changes.service';
import { oneMainPackage } from '../src/billing/subscriptions.service';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { systemAudit } from '../src/common/audit/audit-context';
import { OutboxMessage } from '../src/mail/outbox-message.entity';
import { AdminNotification } from '../src/staff/admin-notification.entity';
import { BusinessMember } from '../src/businesses/business-member.entity';
import { User } from '../src/users/user.entity';
import { LOCKED_PASSWORD_PREFIX } from '../src/users/staff-roles';
import { buyPackage, markPaid } from './support/billing-fixtures';
import { confirmEmail, signLetter } from './support/engagement-fixtures';
import { activityRows, Agent, assign, clientAgent, eventually, PDF, saDate, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';
import { CAPABILITY_NOT_ALLOWED } from '../src/access/access.guard';

const BILLING_ENV = { ...STAFF_SUITE_ENV, FIRM_VAT_NUMBER: '4123456789' };

/** One billing path (docs/decisions/0021-one-billing-path.md, docs/billing.md). */
describe('One billing path: settlement, start on account, proof of payment, package changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(BILLING_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const subscriptionRow = (id: number) => t.dataSource.getRepository(Subscription).findOneByOrFail({ id });
  const invoiceRow = (id: number) => t.dataSource.getRepository(Invoice).findOneByOrFail({ id });
  const packageId = async (packageType: string) => (await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType })).id;

  describe('staff actions', () => {
    it('has no route left that settles or activates beside the invoice', async () => {
      const { agent, user } = await clientAgent(t);
      const { agent: admin } = await staffAgent(t, 'admin');
      const { subscription, invoice } = await buyPackage(t, agent);
      const paymentId = (await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: invoice.id })).id;
      const biz = user.businessId;
      await admin
        .post(`/api/staff/clients/${biz}/subscriptions`)
        .send({ serviceId: await packageId('essential') })
        .expect(404);
      await admin.post(`/api/staff/clients/${biz}/subscriptions/${subscription.id}/activate`).expect(404);
      await admin
        .post(`/api/staff/clients/${biz}/payments`)
        .send({ amount: 3599, status: 'completed', paymentDate: saDate(0) })
        .expect(404);
      await admin.patch(`/api/staff/clients/${biz}/payments/${paymentId}`).send({ status: 'completed' }).expect(404);
      expect(await subscriptionRow(subscription.id)).toMatchObject({ status: 'pending' });
      expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'issued' });
    });

    it('answers 200 to every action the billing screen offers: mark paid, void, refund, confirm a statement', async () => {
      const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
      const { agent: manager } = await staffAgent(t, 'manager');

      // An accountant confirms an EFT of an assigned client: invoice paid, payment completed as EFT, subscription active.
      const paying = await clientAgent(t);
      await assign(t, paying.user.businessId, acc.id);
      const first = await buyPackage(t, paying.agent);
      const paid = await markPaid(accountant, first.invoice.id, 'FNB 7781');
      expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'eft' });
      expect(await subscriptionRow(first.subscription.id)).toMatchObject({ status: 'active' });
      expect(await t.dataSource.getRepository(Payment).findBy({ invoiceId: first.invoice.id })).toEqual([
        expect.objectContaining({ status: 'completed', paymentMethod: 'eft', stripePaymentId: 'FNB 7781' }),
      ]);

      // A manager refunds it in full: one credit note, the payment refunded.
      const refund = await manager
        .post(`/api/staff/invoices/${first.invoice.id}/refund`)
        .send({ reason: 'Paid twice', amount: first.invoice.total });
      expect(refund.status).toBe(200);
      expect(refund.body.number).toMatch(/^CN-\d{6}$/);
      expect((await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: first.invoice.id })).status).toBe('refunded');

      // A manager voids another client's unpaid first invoice: its pending payment fails and the purchase is called off.
      const voiding = await clientAgent(t, { company: 'Void Traders' });
      const second = await buyPackage(t, voiding.agent, 'essential');
      expect((await manager.post(`/api/staff/invoices/${second.invoice.id}/void`)).status).toBe(200);
      expect((await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: second.invoice.id })).status).toBe('failed');
      expect(await subscriptionRow(second.subscription.id)).toMatchObject({ status: 'expired', mainKey: null, openKey: null });
      await buyPackage(t, voiding.agent, 'standard');

      // A bank statement confirmed: recorded as a reconciled EFT, and the subscription starts.
      const reconciled = await clientAgent(t, { company: 'Statement Traders' });
      const third = await buyPackage(t, reconciled.agent, 'advanced');
      const csv = [
        'When,Reference,Value',
        `2026-11-20,EFT ${third.invoice.reference} STATEMENT TRADERS,${third.invoice.total.toFixed(2)}`,
      ].join('\n');
      const statement = await manager
        .post('/api/staff/reconciliation')
        .field('bank', 'generic')
        .field('dateColumn', 'When')
        .field('descriptionColumn', 'Reference')
        .field('amountColumn', 'Value')
        .attach('file', Buffer.from(csv), { filename: 'statement.csv', contentType: 'text/csv' })
        .expect(201);
      expect((await manager.post(`/api/staff/reconciliation/${statement.body.id}/confirm`)).status).toBe(200);
      expect(await invoiceRow(third.invoice.id)).toMatchObject({ status: 'paid', paidMethod: 'bank_statement' });
      expect(await subscriptionRow(third.subscription.id)).toMatchObject({ status: 'active' });
      const theirs = (await reconciled.agent.get('/api/payments').expect(200)).body as Array<{ paymentMethod: string }>;
      expect(theirs.map((p) => p.paymentMethod)).toEqual(['bank_statement']);
    });
  });

  describe('activation', () => {
    it('happens only through a settled invoice, or an admin starting it on account with a reason', async () => {
      const { agent, user } = await clientAgent(t);
      const { agent: accountant, user: acc } = await staffAgent(t, 'accountant');
      const { agent: manager } = await staffAgent(t, 'manager');
      const { agent: admin, user: adminUser } = await staffAgent(t, 'admin', { firstName: 'Naledi', lastName: 'Dlamini' });
      await assign(t, user.businessId, acc.id);
      const { subscription, invoice } = await buyPackage(t, agent);
      const url = `/api/staff/clients/${user.businessId}/subscriptions/${subscription.id}/start-on-account`;

      // Not an accountant's or a manager's decision.
      for (const staff of [accountant, manager]) {
        const res = await staff.post(url).send({ reason: 'Agreed by phone' }).expect(403);
        expect(res.body.message).toBe('Your staff role does not allow that');
      }
      // Never without a reason.
      const missing = await admin.post(url).send({}).expect(400);
      expect(missing.body.errors).toEqual({ reason: 'Reason is required' });
      const short = await admin.post(url).send({ reason: ' ok ' }).expect(400);
      expect(short.body.errors).toEqual({ reason: 'Reason must say why, in at least 5 characters' });
      expect(await subscriptionRow(subscription.id)).toMatchObject({ status: 'pending', onAccountAt: null });
      expect(await activityRows(t, 'staff.subscription.start_on_account')).toHaveLength(0);

      const reason = 'Retainer agreed with the director; pays with the January run';
      const started = await admin.post(url).send({ reason }).expect(200);
      expect(started.body).toMatchObject({
        status: 'active',
        onAccount: { by: 'Naledi Dlamini', reason, since: expect.any(String) },
      });
      const row = await subscriptionRow(subscription.id);
      expect(row).toMatchObject({ status: 'active', onAccountById: adminUser.id, onAccountReason: reason });
      const [log] = await activityRows(t, 'staff.subscription.start_on_account');
      expect(log).toMatchObject({
        userId: adminUser.id,
        details: { businessId: user.businessId, subscriptionId: subscription.id, reason },
      });
      // The invoice is still owed; the client sees the subscription started on account.
      expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'issued' });
      const theirs = (await agent.get('/api/subscriptions').expect(200)).body as Array<Record<string, unknown>>;
      expect(theirs).toEqual([expect.objectContaining({ status: 'active', onAccountSince: started.body.onAccount.since })]);
      expect(theirs[0]).not.toHaveProperty('onAccount');

      // Only once; and paying the invoice later changes neither the start nor the renewal date.
      await admin.post(url).send({ reason }).expect(409);
      await markPaid(accountant, invoice.id);
      const after = await subscriptionRow(subscription.id);
      expect([after.status, after.startDate.getTime(), after.renewalDate?.getTime()]).toEqual([
        'active',
        row.startDate.getTime(),
        row.renewalDate?.getTime(),
      ]);
    });
  });

  describe('one main package', () => {
    it('refuses a second main package with a pointer to "Change package", however many requests race', async () => {
      const { agent, user } = await clientAgent(t);
      await buyPackage(t, agent, 'start-ups');
      const essential = await packageId('essential');
      const res = await agent.post('/api/subscriptions').send({ serviceId: essential, acceptTerms: true }).expect(409);
      expect(res.body).toMatchObject({ code: 'subscription.one_main_package', message: oneMainPackage('Start-ups', 'Essential') });
      expect(res.body.message).toContain('"Change package"');

      const other = await clientAgent(t, { company: 'Racing Traders' });
      const ids = await Promise.all(['essential', 'standard', 'advanced', 'professional', 'elite'].map(packageId));
      const racing = await Promise.all(
        ids.map((serviceId) => other.agent.post('/api/subscriptions').send({ serviceId, acceptTerms: true })),
      );
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await t.dataSource.getRepository(Subscription).countBy({ businessId: other.user.businessId })).toBe(1);
      expect(await t.dataSource.getRepository(Subscription).countBy({ businessId: user.businessId })).toBe(1);
    });

    it('frees the main package once the subscription has expired', async () => {
      const { agent } = await clientAgent(t);
      const { agent: manager } = await staffAgent(t, 'manager');
      const { subscription, invoice } = await buyPackage(t, agent, 'start-ups');
      await markPaid(manager, invoice.id);
      await agent.post(`/api/subscriptions/${subscription.id}/cancel`).expect(200);
      const end = (await subscriptionRow(subscription.id)).endDate!;
      await t.app.get(BillingJobService).run(new Date(end.getTime() + 1000));
      expect(await subscriptionRow(subscription.id)).toMatchObject({ status: 'expired', mainKey: null, openKey: null });
      await buyPackage(t, agent, 'essential');
    });
  });

  describe('proof of payment', () => {
    it("reaches the client's accountants and the firm's managers and admins, in the console and by mail, and nobody else", async () => {
      const client = await clientAgent(t);
      const { agent: mine, user: myAccountant } = await staffAgent(t, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
      const { agent: notMine, user: otherAccountant } = await staffAgent(t, 'accountant');
      const { user: manager } = await staffAgent(t, 'manager');
      const { user: admin } = await staffAgent(t, 'admin');
      const { user: gone } = await staffAgent(t, 'admin');
      await t.dataSource.getRepository(User).update({ id: gone.id }, { password: `${LOCKED_PASSWORD_PREFIX}x` });
      await assign(t, client.user.businessId, myAccountant.id);
      const { invoice } = await buyPackage(t, client.agent);

      const sent = await client.agent
        .post(`/api/invoices/${invoice.id}/proof-of-payment`)
        .attach('file', PDF, { filename: 'fnb-proof.pdf', contentType: 'application/pdf' })
        .expect(200);
      expect(sent.body.proofReceivedAt).toEqual(expect.any(String));

      const expected = [myAccountant, manager, admin].map((u) => u.email).sort();
      const mails = await t.dataSource.getRepository(OutboxMessage).findBy({ template: 'staff-proof-of-payment' });
      expect(mails.map((m) => m.to).sort()).toEqual(expected);
      for (const m of mails) {
        expect(m.subject).toBe(`Proof of payment for ${invoice.number} from Thandi Nkosi (Nkosi Catering)`);
        expect(m.text).toContain(`Thandi Nkosi (Nkosi Catering) sent proof of payment for invoice ${invoice.number}`);
        expect(m.text).toContain(`/staff/clients/${client.user.businessId}?tab=billing`);
      }
      expect(mails.map((m) => m.to)).not.toContain(otherAccountant.email);
      expect(mails.map((m) => m.to)).not.toContain(client.user.email);

      const rows = await eventually(
        () => t.dataSource.getRepository(AdminNotification).findBy({ type: 'proof_of_payment' }),
        (found) => found.length >= 3,
      );
      expect(rows.map((n) => n.userId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
        [myAccountant.id, manager.id, admin.id].sort((a, b) => a - b),
      );
      expect(rows[0]).toMatchObject({
        title: 'Proof of payment from Thandi Nkosi (Nkosi Catering)',
        relatedTo: 'client',
        relatedId: client.user.businessId,
      });
      const inbox = (await mine.get('/api/staff/notifications').expect(200)).body;
      expect(inbox.items).toEqual([expect.objectContaining({ type: 'proof_of_payment' })]);
      expect((await notMine.get('/api/staff/notifications').expect(200)).body.items).toEqual([]);

      // The staff lists flag it; the client sees it received.
      const staffList = (await mine.get(`/api/staff/clients/${client.user.businessId}/invoices`).expect(200)).body;
      expect(staffList).toEqual([expect.objectContaining({ id: invoice.id, proofReceivedAt: sent.body.proofReceivedAt })]);
      const { agent: managerAgent } = await staffAgent(t, 'manager');
      const overview = (await managerAgent.get('/api/staff/billing/overview').expect(200)).body;
      expect(overview.open).toEqual([expect.objectContaining({ id: invoice.id, proofReceivedAt: sent.body.proofReceivedAt })]);
      expect((await client.agent.get(`/api/invoices/${invoice.id}`).expect(200)).body.proofReceivedAt).toBe(sent.body.proofReceivedAt);
    });

    it('mails nobody when the upload is refused', async () => {
      const client = await clientAgent(t);
      await staffAgent(t, 'manager');
      const { invoice } = await buyPackage(t, client.agent);
      await client.agent
        .post(`/api/invoices/${invoice.id}/proof-of-payment`)
        .attach('file', Buffer.from('MZ'), { filename: 'x.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(await t.dataSource.getRepository(OutboxMessage).countBy({ template: 'staff-proof-of-payment' })).toBe(0);
    });
  });

  describe('package changes', () => {
    // A Standard subscription whose period is the 31 days of December 2026 in Johannesburg.
    const periodStart = new Date('2026-11-30T22:00:00Z');
    const renewal = new Date('2026-12-31T22:00:00Z');
    const clock = new Date('2026-12-11T08:00:00Z'); // 21 of 31 days left, today included

    async function activeStandard() {
      const client = await clientAgent(t);
      const { agent: manager } = await staffAgent(t, 'manager');
      const { subscription, invoice } = await buyPackage(t, client.agent, 'standard');
      await markPaid(manager, invoice.id);
      await t.dataSource.getRepository(Subscription).update({ id: subscription.id }, { startDate: periodStart, renewalDate: renewal });
      return { client, subscriptionId: subscription.id };
    }

    /** A Standard subscription at a price a proposal agreed (R2,999.00 instead of R3,599.00), signed and paid. */
    async function activeStandardAtAgreedPrice() {
      const client = await clientAgent(t);
      const { agent: manager } = await staffAgent(t, 'manager');
      const proposal = await manager
        .post(`/api/staff/clients/${client.user.businessId}/proposals`)
        .send({ serviceId: await packageId('standard'), monthlyPrice: 2999 })
        .expect(201);
      await confirmEmail(t, client.user.id);
      const signed = await signLetter(client.agent, proposal.body.id as number);
      expect(signed.invoice.total).toBe(2999);
      await markPaid(manager, signed.invoice.id);
      const subscriptionId = signed.subscription.id;
      await t.dataSource.getRepository(Subscription).update({ id: subscriptionId }, { startDate: periodStart, renewalDate: renewal });
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'active', monthlyPriceCents: 299_900 });
      /** The client changes to `serviceId` on the Subscriptions screen, on the test's day. */
      const changeTo = async (serviceId: number) =>
        t.app
          .get(PackageChangesService)
          .change(client.user.businessId, client.user.id, subscriptionId, serviceId, systemAudit(client.user.id), clock);
      return { client, manager, subscriptionId, changeTo };
    }

    /** What the client's Subscriptions screen and the staff client page say it costs a month. */
    async function shownMonthlyPrices(client: { agent: Agent; user: { businessId: number } }, staff: Agent, subscriptionId: number) {
      const mine = (await client.agent.get('/api/subscriptions').expect(200)).body as Array<{ id: number; monthlyPrice: number }>;
      const page = (await staff.get(`/api/staff/clients/${client.user.businessId}`).expect(200)).body as {
        subscriptions: Array<{ id: number; monthlyPrice: number | null }>;
      };
      return [
        mine.find((s) => s.id === subscriptionId)?.monthlyPrice,
        page.subscriptions.find((s) => s.id === subscriptionId)?.monthlyPrice,
      ];
    }

    it('upgrades from an agreed price: the difference is from what the client pays, and the new package is billed at its own price', async () => {
      const { client, manager, subscriptionId, changeTo } = await activeStandardAtAgreedPrice();
      const advanced = await packageId('advanced');
      // Both sides see the agreed fee, not Standard's R3,599.00.
      expect(await shownMonthlyPrices(client, manager, subscriptionId)).toEqual([2999, 2999]);

      const preview = await t.app.get(PackageChangesService).preview(client.user.businessId, subscriptionId, advanced, clock);
      // (5999.00 - 2999.00) × 21 / 31 = 2032.258… → 2032.26: from the agreed fee, not the catalogue's 3599.00.
      expect(preview).toMatchObject({ kind: 'upgrade', from: { title: 'Standard', price: 2999 }, to: { price: 5999 }, amount: 2032.26 });
      const done = await changeTo(advanced);
      expect(done.invoice).toMatchObject({ total: 2032.26 });
      // The agreed price was for Standard: Advanced renews at its catalogue price.
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ serviceId: advanced, monthlyPriceCents: null });
      expect(await shownMonthlyPrices(client, manager, subscriptionId)).toEqual([5999, 5999]);
      await t.app.get(BillingJobService).run(new Date('2026-12-25T08:00:00Z'));
      const january = await t.dataSource.getRepository(Invoice).findOneByOrFail({ subscriptionId, periodStart: renewal });
      expect(january).toMatchObject({ totalCents: 599_900, description: 'Advanced package: monthly fee' });
    });

    it('downgrades from an agreed price: scheduled, and every later month billed at the new package price', async () => {
      const { manager, subscriptionId, changeTo } = await activeStandardAtAgreedPrice();
      const essential = await packageId('essential');
      // Calling a scheduled downgrade off keeps the agreed price.
      await changeTo(essential);
      const kept = await changeTo(await packageId('standard'));
      expect(kept.subscription).toMatchObject({ scheduledChange: null });
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ monthlyPriceCents: 299_900 });

      await changeTo(essential);
      const job = t.app.get(BillingJobService);
      await job.run(new Date('2026-12-25T08:00:00Z'));
      const january = await t.dataSource.getRepository(Invoice).findOneByOrFail({ subscriptionId, periodStart: renewal });
      expect(january).toMatchObject({ totalCents: 129_900, description: 'Essential package: monthly fee' });
      await markPaid(manager, january.id);
      expect(await job.run(new Date(renewal.getTime() + 1000))).toMatchObject({ packageChanges: 1 });
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ serviceId: essential, monthlyPriceCents: null });
      // February: still Essential's price, not the fee agreed for Standard.
      const february = new Date('2027-01-31T22:00:00Z');
      await job.run(new Date('2027-01-26T08:00:00Z'));
      const next = await t.dataSource.getRepository(Invoice).findOneByOrFail({ subscriptionId, periodStart: february });
      expect(next).toMatchObject({ totalCents: 129_900, description: 'Essential package: monthly fee' });
    });

    it('upgrades now, invoicing the difference pro rata with VAT in integer cents', async () => {
      const { client, subscriptionId } = await activeStandard();
      const changes = t.app.get(PackageChangesService);
      const advanced = await packageId('advanced');

      const preview = await changes.preview(client.user.businessId, subscriptionId, advanced, clock);
      // (5999.00 - 3599.00) × 21 / 31 = 1625.806… → 1625.81; VAT 162581 × 15 / 115 = 21206.7 → 212.06 (half up once).
      expect(preview).toMatchObject({
        kind: 'upgrade',
        from: { title: 'Standard', price: 3599 },
        to: { title: 'Advanced', price: 5999 },
        amount: 1625.81,
        vat: 212.06,
        periodDays: 31,
        remainingDays: 21,
        nextPeriodAmount: 0,
      });
      expect(preview.effectiveFrom).toEqual(clock);

      const done = await changes.change(
        client.user.businessId,
        client.user.id,
        subscriptionId,
        advanced,
        systemAudit(client.user.id),
        clock,
      );
      expect(done.subscription).toMatchObject({ serviceId: advanced, status: 'active', scheduledChange: null });
      expect(done.invoice).toMatchObject({ total: 1625.81, vat: 212.06, status: 'issued', subscriptionId });
      const inv = await invoiceRow(done.invoice!.id);
      expect(inv).toMatchObject({
        totalCents: 162_581,
        vatCents: 21_206,
        description: 'Upgrade from Standard to Advanced: 21 of 31 days to 2026-12-31',
        periodStart: clock,
        periodEnd: renewal,
      });
      // Issued like any invoice: a pending payment and the mail to the business's billing people.
      expect(await t.dataSource.getRepository(Payment).findOneByOrFail({ invoiceId: inv.id })).toMatchObject({
        status: 'pending',
        amount: 1625.81,
      });
      const issued = await t.dataSource.getRepository(OutboxMessage).findBy({ to: client.user.email, template: 'billing-invoice-issued' });
      expect(issued.map((m) => m.subject)).toContain(`Invoice INV-${String(inv.number).padStart(6, '0')} from Table Bay Accounting`);
      expect((await activityRows(t, 'subscription.change'))[0].details).toMatchObject({
        kind: 'upgrade',
        from: 'Standard',
        to: 'Advanced',
        amount: 1625.81,
      });

      // Paying the difference neither restarts nor renews the subscription.
      const { agent: manager } = await staffAgent(t, 'manager');
      await markPaid(manager, inv.id);
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'active', renewalDate: renewal });
    });

    it('adds the whole next month when its invoice went out at the old price', async () => {
      const { client, subscriptionId } = await activeStandard();
      await t.app.get(BillingJobService).run(new Date('2026-12-26T08:00:00Z'));
      const changes = t.app.get(PackageChangesService);
      const preview = await changes.preview(
        client.user.businessId,
        subscriptionId,
        await packageId('advanced'),
        new Date('2026-12-27T08:00:00Z'),
      );
      // 5 of 31 days: 2400 × 5 / 31 = 387.096… → 387.10; plus 2400.00 for January.
      expect(preview).toMatchObject({ kind: 'upgrade', remainingDays: 5, nextPeriodAmount: 2400, amount: 2787.1 });
    });

    it('downgrades from the next period: scheduled, billed at the new price, applied by the job', async () => {
      const { client, subscriptionId } = await activeStandard();
      const changes = t.app.get(PackageChangesService);
      const essential = await packageId('essential');
      const preview = await changes.preview(client.user.businessId, subscriptionId, essential, clock);
      expect(preview).toMatchObject({ kind: 'downgrade', amount: 0, vat: 0 });
      expect(preview.effectiveFrom).toEqual(renewal);

      const done = await changes.change(
        client.user.businessId,
        client.user.id,
        subscriptionId,
        essential,
        systemAudit(client.user.id),
        clock,
      );
      expect(done.invoice).toBeNull();
      expect(done.effectiveFrom).toEqual(renewal);
      expect(done.subscription).toMatchObject({
        serviceId: await packageId('standard'),
        scheduledChange: { serviceId: essential, title: 'Essential', price: 1299, effectiveFrom: renewal },
      });

      const job = t.app.get(BillingJobService);
      expect(await job.run(new Date('2026-12-25T08:00:00Z'))).toEqual({ renewalInvoices: 1, expired: 0, packageChanges: 0 });
      const renewalInvoice = await t.dataSource.getRepository(Invoice).findOneByOrFail({ subscriptionId, periodStart: renewal });
      expect(renewalInvoice).toMatchObject({ totalCents: 129_900, description: 'Essential package: monthly fee' });
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ serviceId: await packageId('standard') });
      expect(await job.run(new Date(renewal.getTime() + 1000))).toEqual({ renewalInvoices: 0, expired: 0, packageChanges: 1 });
      expect(await subscriptionRow(subscriptionId)).toMatchObject({
        serviceId: essential,
        scheduledServiceId: null,
        scheduledChangeAt: null,
      });
    });

    it('answers the client routes: preview then change for an owner, read-only for finance, 404 for another business', async () => {
      const { client, subscriptionId } = await activeStandard();
      // Renewing a month from now, so the real clock is inside the period.
      const now = Date.now();
      await t.dataSource
        .getRepository(Subscription)
        .update({ id: subscriptionId }, { startDate: new Date(now - 10 * 86_400_000), renewalDate: new Date(now + 20 * 86_400_000) });
      const advanced = await packageId('advanced');
      const preview = await client.agent.get(`/api/subscriptions/${subscriptionId}/change-preview?serviceId=${advanced}`).expect(200);
      expect(preview.body).toMatchObject({ kind: 'upgrade', to: { title: 'Advanced' } });
      expect(preview.body.amount).toBeGreaterThan(0);
      await client.agent.get(`/api/subscriptions/${subscriptionId}/change-preview`).expect(400);
      const same = await client.agent
        .post(`/api/subscriptions/${subscriptionId}/change`)
        .send({ serviceId: await packageId('standard') })
        .expect(409);
      expect(same.body.message).toBe('This subscription is already on the Standard package');

      // A finance member may look, not decide.
      const finance = await signedInAgent(t, { firstName: 'Ayesha', company: 'Finance Person' });
      await t.dataSource
        .getRepository(BusinessMember)
        .insert({ businessId: client.user.businessId, userId: finance.user.id, role: 'finance' });
      await finance.agent.put('/api/session/business').send({ businessId: client.user.businessId }).expect(200);
      await finance.agent.get(`/api/subscriptions/${subscriptionId}/change-preview?serviceId=${advanced}`).expect(200);
      const refused = await finance.agent.post(`/api/subscriptions/${subscriptionId}/change`).send({ serviceId: advanced }).expect(403);
      expect(refused.body.message).toBe(CAPABILITY_NOT_ALLOWED);
      const other = await clientAgent(t, { company: 'Other Traders' });
      await other.agent.get(`/api/subscriptions/${subscriptionId}/change-preview?serviceId=${advanced}`).expect(404);
      await other.agent.post(`/api/subscriptions/${subscriptionId}/change`).send({ serviceId: advanced }).expect(404);

      const changed = await client.agent.post(`/api/subscriptions/${subscriptionId}/change`).send({ serviceId: advanced }).expect(200);
      expect(changed.body).toMatchObject({ subscription: { serviceId: advanced }, invoice: { total: preview.body.amount } });
      expect(new Date(changed.body.effectiveFrom).getTime()).toBeGreaterThan(now - 60_000);
      expect(await activityRows(t, 'subscription.change')).toHaveLength(1);
      expect(await t.dataSource.getRepository(ActivityLog).countBy({ action: 'subscription.change' })).toBe(1);
    });
  });
});

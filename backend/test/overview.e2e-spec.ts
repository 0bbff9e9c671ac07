import { BillingTransactions } from '../src/billing/billing-transactions';
import { invoiceNumberText } from '../src/billing/billing-rules';
import { InvoiceIssuer } from '../src/billing/invoice-issuer';
import request from 'supertest';
import { Invoice } from '../src/billing/entities/invoice.entity';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { ClientAssignment } from '../src/access/client-assignment.entity';
import { Agent, assign, clientAgent, saDate, STAFF_SUITE_ENV, staffAgent } from './support/staff-fixtures';
import { enrolTotp } from './support/two-factor';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, TestApp } from './support/test-app';

async function buy(t: TestApp, agent: Agent, packageType: string): Promise<{ id: number; number: string; subscriptionId: number }> {
  const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType });
  return (await buyBySigning(t, agent, service.id)).invoice;
}

describe('GET /api/overview (accountant, unpaid invoices, two-factor)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(STAFF_SUITE_ENV);
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('needs a signed-in user, and is never cached', async () => {
    await request(t.http).get('/api/overview').expect(401);
    const { agent } = await clientAgent(t);
    const res = await agent.get('/api/overview').expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a client with no accountant: none, and no deadlines of its own (they are the tax calendar, GET /api/compliance/obligations)', async () => {
    const { agent } = await clientAgent(t);
    const res = await agent.get('/api/overview').expect(200);
    expect(res.body.accountant).toBeNull();
    expect(res.body).not.toHaveProperty('deadlines');
  });

  it('shows the assigned accountant (name, initials, contact) and no one else', async () => {
    const { agent, user: client } = await clientAgent(t);
    const { user: other } = await clientAgent(t);
    const { user: accountant } = await staffAgent(t, 'accountant', { firstName: 'Nomsa', lastName: 'Dlamini' });
    const { user: second } = await staffAgent(t, 'accountant', { firstName: 'Pieter', lastName: 'Botha' });
    // Assignments name the client business (staff routes address clients by business id).
    await assign(t, other.businessId, second.id);
    // An ended assignment is not shown.
    await t.dataSource
      .getRepository(ClientAssignment)
      .save({ clientId: client.businessId, accountantId: second.id, isActive: false, notes: null });
    await assign(t, client.businessId, accountant.id);

    const res = await agent.get('/api/overview').expect(200);
    expect(res.body.accountant).toEqual({ name: 'Nomsa Dlamini', initials: 'ND', email: accountant.email, phone: null });
    expect(JSON.stringify(res.body)).not.toMatch(/password|role|Pieter/);
  });

  it("lists the client's own unpaid invoices, earliest due first, overdue marked; paid ones and other clients' are left out", async () => {
    const { agent, user } = await clientAgent(t);
    const other = await clientAgent(t);
    const { agent: staff } = await staffAgent(t, 'manager');
    expect((await agent.get('/api/overview').expect(200)).body.unpaidInvoices).toEqual([]);

    const first = await buy(t, agent, 'standard');
    // A second open invoice of the business (one main package at a time): a R799 invoice of the same subscription, next month's.
    const issued = await t.app.get(BillingTransactions).run((m) =>
      t.app.get(InvoiceIssuer).issue(m, {
        businessId: user.businessId,
        userId: user.id,
        subscriptionId: first.subscriptionId,
        description: 'Standard package: adjustment',
        totalCents: 79_900,
        periodStart: new Date(Date.now() + 31 * 86_400_000),
        periodEnd: new Date(Date.now() + 61 * 86_400_000),
        issuedAt: new Date(),
      }),
    );
    const second = { id: issued.id, number: invoiceNumberText(issued.number) };
    await buy(t, other.agent, 'essential');
    // The second one fell due yesterday: it is overdue and comes first.
    await t.dataSource.getRepository(Invoice).update(second.id, { dueAt: new Date(Date.now() - 86_400_000) });

    const res = await agent.get('/api/overview').expect(200);
    expect(res.body.unpaidInvoices).toEqual([
      { id: second.id, number: second.number, status: 'overdue', total: 799, dueAt: expect.any(String) },
      { id: first.id, number: first.number, status: 'issued', total: 3599, dueAt: expect.any(String) },
    ]);

    await staff
      .post(`/api/staff/invoices/${second.id}/mark-paid`)
      .send({ reference: 'FNB 2611230042', paidOn: saDate(0) })
      .expect(200);
    const after = await agent.get('/api/overview').expect(200);
    expect(after.body.unpaidInvoices.map((i: { id: number }) => i.id)).toEqual([first.id]);
  });

  it('says whether two-factor sign-in is on, for the first-visit checklist', async () => {
    const { agent } = await clientAgent(t);
    expect((await agent.get('/api/overview').expect(200)).body.twoFactorEnabled).toBe(false);
    await enrolTotp(agent);
    expect((await agent.get('/api/overview').expect(200)).body.twoFactorEnabled).toBe(true);
  });
});

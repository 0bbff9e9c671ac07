import request from 'supertest';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { Payment } from '../src/billing/entities/payment.entity';
import { Subscription } from '../src/billing/entities/subscription.entity';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

describe('GET /api/payments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  it('answers 401 when signed out', async () => {
    const res = await request(t.http).get('/api/payments').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Please sign in to continue' });
  });

  it("lists only the user's payments, newest first, with subscription and package", async () => {
    const { agent, user } = await signedInAgent(t);
    const other = await signedInAgent(t);
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
    const sub = await t.dataSource.getRepository(Subscription).save({
      businessId: user.businessId,
      userId: user.id,
      serviceId: service.id,
      status: 'active',
      startDate: new Date('2026-01-01T06:00:00Z'),
      autoRenew: true,
    });
    const repo = t.dataSource.getRepository(Payment);
    const jan = await repo.save(
      repo.create({
        businessId: user.businessId,
        userId: user.id,
        subscriptionId: sub.id,
        amount: 3599,
        status: 'completed',
        paymentMethod: 'EFT',
        stripePaymentId: 'pi_3Jan0001',
        paymentDate: new Date('2026-01-01T06:00:00Z'),
        description: 'Standard package – January 2026',
      }),
    );
    const febFailed = await repo.save(
      repo.create({
        businessId: user.businessId,
        userId: user.id,
        subscriptionId: sub.id,
        amount: 3599,
        status: 'failed',
        paymentDate: new Date('2026-02-01T06:00:00Z'),
      }),
    );
    // Same moment as the failed one: the later id comes first.
    const febRetry = await repo.save(
      repo.create({
        businessId: user.businessId,
        userId: user.id,
        subscriptionId: sub.id,
        amount: 3599.5,
        status: 'completed',
        paymentDate: new Date('2026-02-01T06:00:00Z'),
      }),
    );
    const setup = await repo.save(
      repo.create({
        businessId: user.businessId,
        userId: user.id,
        subscriptionId: null,
        amount: 350,
        currency: 'ZAR',
        status: 'pending',
        paymentDate: new Date('2025-12-15T06:00:00Z'),
      }),
    );
    await repo.save(
      repo.create({
        businessId: other.user.businessId,
        userId: other.user.id,
        amount: 99,
        status: 'completed',
        paymentDate: new Date('2026-03-01T06:00:00Z'),
      }),
    );

    const res = await agent.get('/api/payments').expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([febRetry.id, febFailed.id, jan.id, setup.id]);
    expect(res.body[2]).toEqual({
      id: jan.id,
      subscriptionId: sub.id,
      amount: 3599,
      currency: 'ZAR',
      status: 'completed',
      paymentMethod: 'EFT',
      stripePaymentId: 'pi_3Jan0001',
      paymentDate: '2026-01-01T06:00:00.000Z',
      description: 'Standard package – January 2026',
      createdAt: expect.any(String),
      invoiceId: null,
      subscription: { id: sub.id, status: 'active', service: { title: 'Standard', packageType: 'standard' } },
    });
    expect(res.body[0].amount).toBe(3599.5);
    expect(res.body[1]).toMatchObject({ status: 'failed', paymentMethod: null, stripePaymentId: null, description: null });
    expect(res.body[3]).toMatchObject({ subscriptionId: null, subscription: null, amount: 350, status: 'pending' });
  });

  it('answers an empty list for a user without payments', async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent.get('/api/payments').expect(200);
    expect(res.body).toEqual([]);
  });
});

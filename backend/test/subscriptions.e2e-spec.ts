import request from 'supertest';
import { ActivityLog } from '../src/activity/activity-log.entity';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { Subscription } from '../src/billing/entities/subscription.entity';
import { BillingJobService } from '../src/billing/billing-job.service';
import { createTestApp, signedInAgent, TestApp } from './support/test-app';

const DAY = 86_400_000;

/** A moment `ms` from now in whole seconds: MySQL DATETIME keeps no fractions. */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 1000) * 1000);

describe('Subscriptions API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  async function subscribe(
    who: { id: number; businessId: number },
    packageType: string,
    fields: Partial<Subscription> = {},
  ): Promise<Subscription> {
    const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType });
    const repo = t.dataSource.getRepository(Subscription);
    return repo.save(
      repo.create({
        businessId: who.businessId,
        userId: who.id,
        serviceId: service.id,
        status: 'active',
        startDate: fromNow(-20 * DAY),
        renewalDate: fromNow(10 * DAY),
        endDate: null,
        autoRenew: true,
        stripeSubscriptionId: null,
        ...fields,
      }),
    );
  }

  it('answers 401 on every route when signed out', async () => {
    await request(t.http).get('/api/subscriptions').expect(401);
    await request(t.http).patch('/api/subscriptions/1').send({ autoRenew: false }).expect(401);
    await request(t.http).post('/api/subscriptions/1/cancel').expect(401);
  });

  it("lists the user's own subscriptions, newest first, with their package", async () => {
    const { agent, user } = await signedInAgent(t);
    const other = await signedInAgent(t);
    await subscribe(other.user, 'elite');
    const old = await subscribe(user, 'essential', { status: 'expired', startDate: new Date(Date.now() - 300 * DAY), autoRenew: false });
    const current = await subscribe(user, 'standard', { stripeSubscriptionId: 'sub_123456789' });

    const res = await agent.get('/api/subscriptions').expect(200);
    expect(res.body.map((s: { id: number }) => s.id)).toEqual([current.id, old.id]);
    expect(res.body[0]).toEqual({
      id: current.id,
      businessId: user.businessId,
      userId: user.id,
      serviceId: current.serviceId,
      status: 'active',
      startDate: current.startDate.toISOString(),
      endDate: null,
      renewalDate: current.renewalDate!.toISOString(),
      autoRenew: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      onAccountSince: null,
      scheduledChange: null,
      service: {
        id: current.serviceId,
        title: 'Standard',
        description: expect.any(String),
        price: 3599,
        features: expect.arrayContaining(['Dedicated bookkeeper']),
        packageType: 'standard',
        addOn: false,
      },
      // No letter agreed another price: the package's.
      monthlyPrice: 3599,
    });
  });

  it('the billing job turns a canceled subscription whose paid period is over into expired, and keeps it so', async () => {
    const { agent, user } = await signedInAgent(t);
    const ended = await subscribe(user, 'essential', { status: 'canceled', endDate: new Date(Date.now() - DAY), autoRenew: false });
    const running = await subscribe(user, 'standard', { status: 'canceled', endDate: new Date(Date.now() + 5 * DAY), autoRenew: false });
    // Expiry is a transition made by the scheduled job, so staff and client read the same state.
    expect((await agent.get('/api/subscriptions').expect(200)).body.map((s: { status: string }) => s.status)).toEqual([
      'canceled',
      'canceled',
    ]);
    await t.app.get(BillingJobService).run(new Date());
    const res = await agent.get('/api/subscriptions').expect(200);
    const status = Object.fromEntries(res.body.map((s: { id: number; status: string }) => [s.id, s.status]));
    expect(status).toEqual({ [ended.id]: 'expired', [running.id]: 'canceled' });
    const repo = t.dataSource.getRepository(Subscription);
    expect((await repo.findOneByOrFail({ id: ended.id })).status).toBe('expired');
    expect((await repo.findOneByOrFail({ id: running.id })).status).toBe('canceled');
  });

  it('switches auto-renew on an active subscription and records it', async () => {
    const { agent, user } = await signedInAgent(t);
    const sub = await subscribe(user, 'standard');
    const off = await agent.patch(`/api/subscriptions/${sub.id}`).send({ autoRenew: false }).expect(200);
    expect(off.body).toMatchObject({ id: sub.id, autoRenew: false, status: 'active', service: { packageType: 'standard' } });
    const on = await agent.patch(`/api/subscriptions/${sub.id}`).send({ autoRenew: true }).expect(200);
    expect(on.body.autoRenew).toBe(true);
    const logs = await t.dataSource.getRepository(ActivityLog).find({ where: { userId: user.id, action: 'subscription.auto_renew' } });
    expect(logs.map((l) => l.details)).toEqual(
      expect.arrayContaining([
        { subscriptionId: sub.id, autoRenew: false, businessId: user.businessId },
        { subscriptionId: sub.id, autoRenew: true, businessId: user.businessId },
      ]),
    );
  });

  it('validates the auto-renew body and allows nothing else to change', async () => {
    const { agent, user } = await signedInAgent(t);
    const sub = await subscribe(user, 'standard');
    const missing = await agent.patch(`/api/subscriptions/${sub.id}`).send({}).expect(400);
    expect(missing.body.errors).toEqual({ autoRenew: 'autoRenew must be true or false' });
    const text = await agent.patch(`/api/subscriptions/${sub.id}`).send({ autoRenew: 'yes' }).expect(400);
    expect(text.body.errors).toEqual({ autoRenew: 'autoRenew must be true or false' });
    const status = await agent.patch(`/api/subscriptions/${sub.id}`).send({ autoRenew: true, status: 'active', serviceId: 1 }).expect(400);
    expect(status.body.errors).toEqual({ status: 'property status should not exist', serviceId: 'property serviceId should not exist' });
  });

  it('refuses to change auto-renew on a subscription that is not active (409)', async () => {
    const { agent, user } = await signedInAgent(t);
    for (const state of ['pending', 'canceled', 'expired'] as const) {
      const sub = await subscribe(user, 'essential', {
        status: state,
        endDate: state === 'pending' ? null : new Date(Date.now() + DAY),
      });
      const res = await agent.patch(`/api/subscriptions/${sub.id}`).send({ autoRenew: false }).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: 'Auto-renewal can only be changed on an active subscription',
        code: 'subscription.auto_renew_not_active',
      });
    }
  });

  it('cancels an active subscription, keeping access until the renewal date', async () => {
    const { agent, user } = await signedInAgent(t);
    const sub = await subscribe(user, 'standard');
    const res = await agent.post(`/api/subscriptions/${sub.id}/cancel`).expect(200);
    expect(res.body).toMatchObject({
      id: sub.id,
      status: 'canceled',
      autoRenew: false,
      endDate: sub.renewalDate!.toISOString(),
      service: { title: 'Standard' },
    });
    // Still in its paid period, so it stays canceled rather than expired.
    const list = await agent.get('/api/subscriptions').expect(200);
    expect(list.body[0].status).toBe('canceled');
    const again = await agent.post(`/api/subscriptions/${sub.id}/cancel`).expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      message: 'Only an active subscription can be canceled',
      code: 'subscription.cancel_not_active',
    });
    const log = await t.dataSource.getRepository(ActivityLog).findOneByOrFail({ userId: user.id, action: 'subscription.cancel' });
    expect(log.details).toEqual({ subscriptionId: sub.id, endDate: sub.renewalDate!.toISOString(), businessId: user.businessId });
  });

  it("answers 404 for another user's subscription, an unknown id or a malformed one, and changes nothing", async () => {
    const { agent } = await signedInAgent(t);
    const other = await signedInAgent(t);
    const theirs = await subscribe(other.user, 'elite');
    for (const id of [String(theirs.id), '999999', 'abc']) {
      const patch = await agent.patch(`/api/subscriptions/${id}`).send({ autoRenew: false }).expect(404);
      // A malformed id is refused by the route's pipe (no code); a real one by the service (subscription.not_found).
      expect(patch.body).toMatchObject({ statusCode: 404, message: 'Subscription not found' });
      await agent.post(`/api/subscriptions/${id}/cancel`).expect(404);
    }
    const row = await t.dataSource.getRepository(Subscription).findOneByOrFail({ id: theirs.id });
    expect(row).toMatchObject({ status: 'active', autoRenew: true });
  });
});

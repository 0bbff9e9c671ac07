import { describe, expect, it } from 'vitest';
import type { ServicePackage, Subscription } from './api/subscriptions';
import { daysUntil, groupSubscriptions, renewalWarningDays, scheduledChangeLine } from './subscription-rules';

describe('renewal warning', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  it('counts calendar days', () => {
    expect(daysUntil(new Date(2026, 10, 28, 1, 0), now)).toBe(7);
    expect(daysUntil(new Date(2026, 10, 21, 23, 0), now)).toBe(0);
  });
  it('shows at 7 days or fewer, not for past dates or further away', () => {
    expect(renewalWarningDays(new Date(2026, 10, 28).toISOString(), now)).toBe(7);
    expect(renewalWarningDays(new Date(2026, 10, 29).toISOString(), now)).toBeNull();
    expect(renewalWarningDays(new Date(2026, 10, 20).toISOString(), now)).toBeNull();
    expect(renewalWarningDays(null, now)).toBeNull();
  });
});

describe('groupSubscriptions', () => {
  const service = (id: number, packageType: string): ServicePackage => ({
    id,
    title: packageType,
    description: '',
    price: 1,
    features: [],
    packageType,
    addOn: false,
  });
  const sub = (id: number, serviceId: number, status: Subscription['status']): Subscription => ({
    id,
    businessId: 1,
    userId: 1,
    serviceId,
    status,
    startDate: '2026-01-01',
    endDate: null,
    renewalDate: null,
    autoRenew: true,
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
    onAccountSince: null,
    scheduledChange: null,
    service: service(serviceId, `p${serviceId}`),
    monthlyPrice: 1,
  });
  it('sorts subscriptions into the four groups', () => {
    const services = [service(1, 'a'), service(2, 'b'), service(3, 'c')];
    const groups = groupSubscriptions(
      [sub(10, 1, 'active'), sub(11, 2, 'pending'), sub(12, 2, 'canceled'), sub(13, 3, 'expired')],
      services,
    );
    expect(groups.active.map((s) => s.id)).toEqual([10]);
    expect(groups.pending.map((s) => s.id)).toEqual([11]);
    expect(groups.past.map((s) => s.id)).toEqual([12, 13]);
    expect(groups.available.map((s) => s.id)).toEqual([3]);
  });

  it('keeps a canceled plan under Active until its end date, then lists it as past', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const canceled = { ...sub(20, 1, 'canceled'), endDate: '2026-12-23T10:00:00Z' };
    expect(groupSubscriptions([canceled], [service(1, 'a')], now).active.map((s) => s.id)).toEqual([20]);
    expect(groupSubscriptions([canceled], [service(1, 'a')], now).available).toEqual([]);
    const later = new Date('2026-12-24T00:00:00Z');
    expect(groupSubscriptions([canceled], [service(1, 'a')], later).past.map((s) => s.id)).toEqual([20]);
  });
});

describe('scheduledChangeLine', () => {
  const wording = {
    agreed: (title: string, price: string, date: string) => `${title} at ${price} on ${date} (agreed)`,
    chosen: (title: string, date: string) => `${title} on ${date}`,
  };
  const change = { serviceId: 4, title: 'Advanced', price: 4500, effectiveFrom: '2026-12-28T10:00:00Z', agreedByLetter: true };

  it('names the agreed fee of a change an engagement letter agreed, and only the package of one the client chose', () => {
    expect(scheduledChangeLine(change, wording)).toBe('Advanced at R4,500.00 on 28 Dec 2026 (agreed)');
    expect(scheduledChangeLine({ ...change, title: 'Essential', price: 1299, agreedByLetter: false }, wording)).toBe(
      'Essential on 28 Dec 2026',
    );
  });
});

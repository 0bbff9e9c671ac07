import { describe, expect, it } from 'vitest';
import { payfastPaymentMethod, paymentMethodLabel, prorateUpgrade } from './billing';

describe('paymentMethodLabel', () => {
  it('names each recorded method and never guesses one', () => {
    expect(paymentMethodLabel('eft')).toBe('EFT');
    expect(paymentMethodLabel('card')).toBe('Card (PayFast)');
    expect(paymentMethodLabel('instant_eft')).toBe('Instant EFT (PayFast)');
    expect(paymentMethodLabel('bank_statement')).toBe('EFT (bank statement)');
    expect(paymentMethodLabel(null)).toBeNull();
    expect(paymentMethodLabel('  ')).toBeNull();
  });
});

describe('payfastPaymentMethod', () => {
  it('reads card and instant EFT from the notification, else PayFast', () => {
    expect(payfastPaymentMethod('cc')).toBe('card');
    expect(payfastPaymentMethod('DC')).toBe('card');
    expect(payfastPaymentMethod('eft')).toBe('instant_eft');
    expect(payfastPaymentMethod('mp')).toBe('payfast');
    expect(payfastPaymentMethod(undefined)).toBe('payfast');
  });
});

describe('prorateUpgrade', () => {
  // A period of the 31 days of December (Johannesburg), renewing on 1 January.
  const start = new Date('2026-11-30T22:00:00Z'); // 1 December 00:00 in Johannesburg
  const renewal = new Date('2026-12-31T22:00:00Z'); // 1 January 00:00 in Johannesburg

  it('charges the difference for the days left, today included, rounded half up once', () => {
    // 11 December at 10:00: 21 of 31 days left. 2400.00 × 21 / 31 = 1625.806… → 1625.81
    const p = prorateUpgrade(240_000, start, renewal, new Date('2026-12-11T08:00:00Z'));
    expect(p).toEqual({ periodDays: 31, remainingDays: 21, amountCents: 162_581 });
  });

  it('charges the whole difference on the first day and nothing after the period', () => {
    expect(prorateUpgrade(100_000, start, renewal, new Date('2026-12-01T06:00:00Z')).amountCents).toBe(100_000);
    expect(prorateUpgrade(100_000, start, renewal, new Date('2027-01-02T06:00:00Z')).amountCents).toBe(0);
  });

  it('rounds a half cent up', () => {
    // 1 cent × 1 / 2 = 0.5 → 1
    expect(
      prorateUpgrade(1, new Date('2026-12-01T00:00:00Z'), new Date('2026-12-03T00:00:00Z'), new Date('2026-12-02T08:00:00Z')).amountCents,
    ).toBe(1);
  });
});

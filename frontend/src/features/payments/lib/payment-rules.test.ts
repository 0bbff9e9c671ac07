import { describe, expect, it } from 'vitest';
import type { Payment } from '../api/payments';
import { groupPaymentsByMonth, matchesPayment, paymentDescription, paymentMethodText } from './payment-rules';

const payment = (id: number, paymentDate: string, extra: Partial<Payment> = {}): Payment => ({
  id,
  subscriptionId: 1,
  invoiceId: null,
  amount: 3599,
  currency: 'ZAR',
  status: 'completed',
  paymentMethod: 'eft',
  stripePaymentId: `TX-${id}`,
  paymentDate,
  description: `Payment ${id}`,
  createdAt: paymentDate,
  subscription: { id: 1, status: 'active', service: { title: 'Standard', packageType: 'standard' } },
  ...extra,
});

describe('groupPaymentsByMonth', () => {
  it('groups by month and year, newest first, with counts', () => {
    const groups = groupPaymentsByMonth([
      payment(1, '2026-09-01T08:00:00Z'),
      payment(2, '2026-11-03T08:00:00Z'),
      payment(3, '2026-11-20T08:00:00Z'),
      payment(4, '2025-11-15T08:00:00Z'),
    ]);
    expect(groups.map((g) => [g.label, g.payments.length])).toEqual([
      ['November 2026', 2],
      ['September 2026', 1],
      ['November 2025', 1],
    ]);
    expect(groups[0].payments.map((p) => p.id)).toEqual([3, 2]);
  });
  it('returns no groups for no payments', () => {
    expect(groupPaymentsByMonth([])).toEqual([]);
  });
});

describe('payment display rules', () => {
  it('names the method as it was recorded, and never calls an EFT or a missing method "Card"', () => {
    expect(paymentMethodText('eft')).toBe('EFT');
    expect(paymentMethodText('bank_statement')).toBe('EFT (bank statement)');
    expect(paymentMethodText('card')).toBe('Card (PayFast)');
    expect(paymentMethodText('instant_eft')).toBe('Instant EFT (PayFast)');
    expect(paymentMethodText(null)).toBe('—');
    expect(paymentMethodText('  ')).toBe('—');
  });
  it('describes a payment by its description, else its package', () => {
    expect(paymentDescription(payment(1, '2026-01-01', { description: null }), 'Payment')).toBe('Standard');
    expect(paymentDescription(payment(1, '2026-01-01', { description: null, subscription: null }), 'Payment')).toBe('Payment');
  });
  it('searches description, method and status', () => {
    const p = payment(7, '2026-03-01T08:00:00Z', { description: 'Standard package – March 2026', status: 'failed' });
    expect(matchesPayment(p, 'march')).toBe(true);
    expect(matchesPayment(p, 'FAILED')).toBe(true);
    expect(matchesPayment(p, 'eft')).toBe(true);
    expect(matchesPayment(p, 'payroll')).toBe(false);
  });
});

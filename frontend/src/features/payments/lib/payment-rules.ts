import { paymentMethodLabel } from '@table-bay/shared';
import { formatMonthYear } from '../../../lib/format';
import type { Payment } from '../api/payments';

export interface PaymentMonth {
  /** "November 2026" */
  label: string;
  /** yyyy-MM, for keys and sorting. */
  key: string;
  payments: Payment[];
}

function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** Groups payments by month and year of their payment date, newest month first, newest payment first. */
export function groupPaymentsByMonth(payments: Payment[]): PaymentMonth[] {
  const groups = new Map<string, PaymentMonth>();
  const sorted = [...payments].sort((a, b) => new Date(b.paymentDate).getTime() - new Date(a.paymentDate).getTime());
  for (const p of sorted) {
    const date = new Date(p.paymentDate);
    const key = monthKey(date);
    let group = groups.get(key);
    if (!group) {
      group = { key, label: formatMonthYear(date), payments: [] };
      groups.set(key, group);
    }
    group.payments.push(p);
  }
  return [...groups.values()];
}

/**
 * The words for how a payment was made, from the shared labels (EFT, Card (PayFast), …); a
 * payment without a method (still owed) shows the fallback, never a guess
 * (docs/subscriptions-and-payments.md).
 */
export function paymentMethodText(method: string | null | undefined, fallback = '—'): string {
  return paymentMethodLabel(method) ?? fallback;
}

/** What a payment is for: its description, else its package, else the fallback. */
export function paymentDescription(p: Payment, fallback: string): string {
  return p.description?.trim() || p.subscription?.service?.title || fallback;
}

/** Search over description, package, method, status, amount and transaction id. */
export function matchesPayment(p: Payment, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [
    p.description,
    p.subscription?.service?.title,
    paymentMethodText(p.paymentMethod, ''),
    p.status,
    String(p.amount),
    p.stripePaymentId,
    formatMonthYear(p.paymentDate),
  ].some((f) => (f ?? '').toLowerCase().includes(q));
}

/**
 * One calendar month later, clamped to the month's last day (31 January → 28 or 29 February), as a
 * monthly retainer renews. Worked in UTC so the server's zone cannot shift the day.
 */
export function addOneMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const out = new Date(from);
  out.setUTCDate(1);
  out.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return out;
}

/**
 * The start of the monthly period that ends on `renewalDate`: one calendar month before it
 * (clamped to the month's last day, as addOneMonth clamps), and never before the subscription's
 * start. Worked in UTC like addOneMonth.
 */
export function periodStartBefore(startDate: Date, renewalDate: Date): Date {
  const year = renewalDate.getUTCFullYear();
  const month = renewalDate.getUTCMonth() - 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const out = new Date(renewalDate);
  out.setUTCDate(1);
  out.setUTCFullYear(year, month, Math.min(renewalDate.getUTCDate(), lastDay));
  return out.getTime() < startDate.getTime() ? new Date(startDate) : out;
}

// The money arithmetic both sides use (VAT rate, rand and cents, the VAT in a VAT-inclusive amount)
// lives in @table-bay/shared, so the price the client confirms shows the VAT its invoice will carry.
import { toCents } from '@table-bay/shared';
import type { Subscription } from './entities/subscription.entity';

export { toCents, toRand, VAT_RATE_PERCENT, vatIncluded } from '@table-bay/shared';

/** A subscription's monthly fee in cents: the price its engagement letter agreed, else its package's catalogue price. */
export function monthlyCentsOf(sub: Pick<Subscription, 'monthlyPriceCents' | 'service'>): number {
  if (sub.monthlyPriceCents !== null) return sub.monthlyPriceCents;
  if (!sub.service) throw new Error('A subscription without an agreed price needs its package loaded');
  return toCents(sub.service.price);
}

/**
 * The monthly fee once its scheduled change takes effect: the price agreed in the letter that
 * scheduled it, else the new package's catalogue price. Expects the scheduled package loaded.
 */
export function scheduledCentsOf(sub: Pick<Subscription, 'scheduledMonthlyPriceCents' | 'scheduledService'>): number {
  if (sub.scheduledMonthlyPriceCents !== null) return sub.scheduledMonthlyPriceCents;
  if (!sub.scheduledService) throw new Error('A scheduled change without an agreed price needs its package loaded');
  return toCents(sub.scheduledService.price);
}

/** The same, or null for a subscription with neither an agreed price nor a package (one whose package was removed). */
export function monthlyCentsOrNull(sub: Pick<Subscription, 'monthlyPriceCents' | 'service'>): number | null {
  return sub.monthlyPriceCents !== null || sub.service ? monthlyCentsOf(sub) : null;
}

export const invoiceNumberText = (n: number): string => `INV-${String(n).padStart(6, '0')}`;
export const creditNoteNumberText = (n: number): string => `CN-${String(n).padStart(6, '0')}`;
/** The payment reference: the invoice number without punctuation, which every bank's reference field accepts. */
export const paymentReference = (n: number): string => `INV${String(n).padStart(6, '0')}`;

const DAY = 86_400_000;
export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * DAY);

/** Whole seconds: MariaDB DATETIME keeps none, so comparisons after a round trip stay exact. */
export const wholeSeconds = (d: Date): Date => new Date(Math.floor(d.getTime() / 1000) * 1000);

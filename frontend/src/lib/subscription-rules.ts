import type { ServicePackage, Subscription } from './api/subscriptions';
import { formatDate, formatMoney } from './format';

/** docs/subscriptions-and-payments.md: the renewal badge shows at 7 days or fewer. */
export const RENEWAL_WARNING_DAYS = 7;

const DAY_MS = 86_400_000;

/** Whole calendar days from today to the date (0 = today, negative = past), in the browser's calendar. */
export function daysUntil(date: string | Date, now: Date = new Date()): number {
  const target = new Date(date);
  const a = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const b = Date.UTC(target.getFullYear(), target.getMonth(), target.getDate());
  return Math.round((b - a) / DAY_MS);
}

/** Days left when renewal is 7 days away or less (and not past), else null. */
export function renewalWarningDays(renewalDate: string | null, now: Date = new Date()): number | null {
  if (!renewalDate) return null;
  const days = daysUntil(renewalDate, now);
  return days >= 0 && days <= RENEWAL_WARNING_DAYS ? days : null;
}

export interface SubscriptionGroups {
  active: Subscription[];
  pending: Subscription[];
  past: Subscription[];
  /** Packages with no active subscription. */
  available: ServicePackage[];
}

/**
 * Whether the subscription still gives access: active, or canceled with its paid period still
 * running (it ends on endDate, and the cancel can be undone until then).
 */
export function hasAccess(s: Pick<Subscription, 'status' | 'endDate'>, now: Date = new Date()): boolean {
  if (s.status === 'active') return true;
  return s.status === 'canceled' && s.endDate !== null && new Date(s.endDate).getTime() > now.getTime();
}

export function groupSubscriptions(subscriptions: Subscription[], services: ServicePackage[], now: Date = new Date()): SubscriptionGroups {
  const active = subscriptions.filter((s) => hasAccess(s, now));
  // Waiting for payment, or before that for the engagement letter's signature.
  const pending = subscriptions.filter((s) => s.status === 'pending' || s.status === 'awaiting_signature');
  // A package already held (or awaiting payment) cannot be bought again.
  const heldServiceIds = new Set([...active, ...pending].map((s) => s.serviceId));
  return {
    active,
    pending,
    past: subscriptions.filter((s) => (s.status === 'canceled' || s.status === 'expired') && !hasAccess(s, now)),
    available: services.filter((p) => !heldServiceIds.has(p.id)),
  };
}

/** How a screen words a scheduled change: with its fee when an engagement letter agreed it. */
export interface ScheduledChangeWording {
  agreed: (title: string, price: string, date: string) => string;
  chosen: (title: string, date: string) => string;
}

/** The line a subscription's scheduled change reads as (docs/engagement-letters.md, "Changing a held package"). */
export function scheduledChangeLine(change: NonNullable<Subscription['scheduledChange']>, wording: ScheduledChangeWording): string {
  const date = formatDate(change.effectiveFrom);
  return change.agreedByLetter
    ? wording.agreed(change.title, formatMoney(change.price, { decimals: 2 }), date)
    : wording.chosen(change.title, date);
}

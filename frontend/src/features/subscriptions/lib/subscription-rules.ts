import { truncateId } from '../../../lib/format';
import type { ServicePackage, Subscription } from '../api/subscriptions';

/** Spec section 9: the renewal badge shows at 7 days or fewer. */
export const RENEWAL_WARNING_DAYS = 7;

/** The billing reference shortened to 8 characters, or "Manual billing" when there is none. */
export function maskSubscriptionId(id: string | null | undefined, manualLabel = 'Manual billing'): string {
  return id ? truncateId(id) : manualLabel;
}

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

export function groupSubscriptions(subscriptions: Subscription[], services: ServicePackage[]): SubscriptionGroups {
  const active = subscriptions.filter((s) => s.status === 'active');
  const activeServiceIds = new Set(active.map((s) => s.serviceId));
  return {
    active,
    pending: subscriptions.filter((s) => s.status === 'pending'),
    past: subscriptions.filter((s) => s.status === 'canceled' || s.status === 'expired'),
    available: services.filter((p) => !activeServiceIds.has(p.id)),
  };
}

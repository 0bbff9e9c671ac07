import type { PaymentStatus } from '../../payments/payment.entity';

/** Payment transitions of design ruling 7; anything else (a refund of a failed payment, say) is refused. */
const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['completed', 'failed'],
  completed: ['refunded'],
  failed: [],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

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

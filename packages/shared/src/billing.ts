import { firmDateOf } from './firm-calendar';

/**
 * How an invoice was settled, as stored on the invoice (`paidMethod`) and its payment
 * (`paymentMethod`), and the words both sides show for it (docs/billing.md, "How a payment is
 * recorded"). Recorded as it really was: staff confirming an EFT, PayFast telling us which of its
 * methods the client used, or a line of a bank statement the firm reconciled.
 */
export const PAYMENT_METHODS = ['eft', 'card', 'instant_eft', 'payfast', 'bank_statement'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  eft: 'EFT',
  card: 'Card (PayFast)',
  instant_eft: 'Instant EFT (PayFast)',
  payfast: 'PayFast',
  bank_statement: 'EFT (bank statement)',
};

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * The label of a stored method; null when none was recorded (a payment still owed, or one from
 * before methods were recorded), which the screens show as a dash, never as a guess.
 */
export function paymentMethodLabel(method: string | null | undefined): string | null {
  const value = method?.trim();
  if (!value) return null;
  return isPaymentMethod(value) ? PAYMENT_METHOD_LABELS[value] : value;
}

/**
 * PayFast's `payment_method` field of a notification, when it sends one: `cc` (credit card),
 * `dc` (debit card) and `eft` (instant EFT); any other value, or none, is recorded as PayFast.
 */
export function payfastPaymentMethod(field: string | null | undefined): PaymentMethod {
  const value = field?.trim().toLowerCase();
  if (value === 'cc' || value === 'dc') return 'card';
  if (value === 'eft') return 'instant_eft';
  return 'payfast';
}

const DAY_MS = 86_400_000;

/** Whole calendar days between two Johannesburg dates (yyyy-MM-dd), `to` minus `from`. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface Proration {
  /** Days of the period, from its first day up to the renewal date (Johannesburg calendar). */
  periodDays: number;
  /** Days left of it, today included. */
  remainingDays: number;
  /** What the rest of the period costs more on the new package, VAT included, in cents. */
  amountCents: number;
}

/**
 * The pro-rata charge of an upgrade (docs/billing.md, "Changing package"): the monthly difference
 * times the days left of the period (today included) over the days of the period, both counted in
 * whole Johannesburg calendar days, rounded half up to the cent once.
 */
export function prorateUpgrade(differenceCents: number, periodStart: Date, renewalDate: Date, now: Date): Proration {
  if (!Number.isInteger(differenceCents) || differenceCents < 0) throw new Error(`Not a cent amount: ${differenceCents}`);
  const start = firmDateOf(periodStart);
  const end = firmDateOf(renewalDate);
  const periodDays = Math.max(1, daysBetween(start, end));
  const remainingDays = Math.min(periodDays, Math.max(0, daysBetween(firmDateOf(now), end)));
  // Half up in integer arithmetic: floor((2·d·r + p) / 2p).
  const amountCents = Math.floor((2 * differenceCents * remainingDays + periodDays) / (2 * periodDays));
  return { periodDays, remainingDays, amountCents };
}

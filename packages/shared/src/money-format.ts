/**
 * The one way an amount of money is written, on the public site, in the portal, in mail and on
 * PDFs (docs/decisions/0006-money.md): "R3,599.00", the rand sign against the digits, commas
 * between thousands, a full stop before the cents. Written out rather than left to Intl, whose
 * output depends on the runtime's ICU data (non-breaking spaces, "R 3 599,00" in en-ZA), so the
 * prerendered page, the browser, a mail and an invoice read the same.
 */
import { toCents } from './money';

export interface MoneyFormatOptions {
  /** 2 (the default) shows cents; 0 rounds to whole rand, for catalogue prices such as "R3,599". */
  decimals?: 0 | 2;
  /** ISO currency code; ZAR (the default) prints "R", any other its code and a space ("USD 12.50"). */
  currency?: string;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole number with commas between thousands: 5000 → "5,000". For counts in messages; written
 * out like the amounts (and not `toLocaleString`, whose first call loads the runtime's locale data).
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`Not a whole number: ${n}`);
  return `${n < 0 ? '-' : ''}${groupThousands(String(Math.abs(n)))}`;
}

/** An amount in integer cents: 359900 → "R3,599.00"; -2550 → "-R25.50"; { decimals: 0 } rounds half up. */
export function formatCents(cents: number, options: MoneyFormatOptions = {}): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a cent amount: ${cents}`);
  const decimals = options.decimals ?? 2;
  const abs = Math.abs(cents);
  const number =
    decimals === 0
      ? groupThousands(String(Math.floor((abs + 50) / 100)))
      : `${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  const currency = (options.currency ?? 'ZAR').toUpperCase();
  const prefix = currency === 'ZAR' ? 'R' : `${currency} `;
  return `${cents < 0 && number.replace(/[^1-9]/g, '') !== '' ? '-' : ''}${prefix}${number}`;
}

/**
 * An amount in rand (a number, or a DECIMAL string as the database returns it): 3599 → "R3,599.00".
 * Worked through integer cents, so 0.1 + 0.2 prints "R0.30". Something that is not a number is
 * returned as it came rather than printed as "RNaN".
 */
export function formatRand(amount: number | string, options: MoneyFormatOptions = {}): string {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  if (typeof amount === 'string' && amount.trim() === '') return amount;
  if (!Number.isFinite(value)) return String(amount);
  return formatCents(toCents(value), options);
}

import { formatRand } from '@table-bay/shared';

/**
 * Display formats of docs/dashboard.md and docs/decisions/0006-money.md, written out rather than left to the
 * runtime's ICU data, so the server prerender and every browser print the same thing.
 */

export interface MoneyOptions {
  /** Decimal places: 0 by default, 2 where a screen needs cents (payment card, per-month prices). */
  decimals?: 0 | 2;
  currency?: string;
}

/**
 * R1,299 / R1,299.00, written by the one rand formatter of the site, the portal, mail and PDFs
 * (formatRand in packages/shared). What screens add: whole rand unless asked for cents, an absent
 * amount shown as R0, and a text the API already wrote in rand ("R199 per month") shown unchanged.
 */
export function formatMoney(amount: number | string | null | undefined, options: MoneyOptions = {}): string {
  if (typeof amount === 'string' && amount.trim().startsWith('R')) return amount.trim();
  return formatRand(amount ?? 0, { decimals: options.decimals ?? 0, currency: options.currency });
}

/** Under 1024 as bytes; under 1 MB as KB with one decimal; else MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Storage space as people say it: "1.2 GB", "2 GB", "350 MB" (binary units, the way the quota is
 * set, with a decimal only when it says something). The server words its quota messages the same way.
 */
export function formatStorageSize(bytes: number): string {
  const strip = (s: string) => s.replace(/\.0$/, '');
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${strip(gb.toFixed(1))} GB`;
  const mb = bytes / 1024 ** 2;
  if (mb >= 1) return `${strip(mb.toFixed(mb < 10 ? 1 : 0))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** Reads 'yyyy-MM-dd' as a calendar date and any other string as an instant. */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(value);
}

/** 21 Nov 2026 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getDate()} ${SHORT_MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** 21 Nov 2026, 14:05 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  const hh = String(d.getHours()).padStart(2, '0');
  const mm = String(d.getMinutes()).padStart(2, '0');
  return `${formatDate(d)}, ${hh}:${mm}`;
}

export { formatDateZa } from './date-za';

/** "November 2026", for grouping by month and year. */
export function formatMonthYear(value: string | Date): string {
  const d = toDate(value);
  return `${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/** Transaction and subscription ids are shown truncated to 8 characters. */
export function truncateId(id: string | null | undefined): string {
  if (!id) return '';
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

import { formatRand } from '@table-bay/shared';
import { firmDateOf, firmTimeOf } from '../../common/calendar/firm-calendar';

/**
 * The display formats of the site (frontend/src/lib/format.ts), for mail. Instants are shown in
 * Johannesburg time whatever the server's zone: the firm and its clients live there. The zone's
 * arithmetic is the firm calendar's (packages/shared, firm-calendar.ts) rather than an Intl
 * formatter, which was a measurable part of every enquiry's cost (docs/performance.md,
 * "Every promise watched, and the mail's clock").
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * R1,299.00: the one rand formatter of the site, the portal, mail and PDFs (packages/shared,
 * money-format.ts); `ctx.format.rand(total)` in a template, `{ decimals: 0 }` for whole rand.
 */
export { formatRand };

/** 21 Nov 2026. A 'yyyy-MM-dd' string is a calendar date; a Date is shown as its day in Johannesburg. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (m) return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
    value = new Date(value);
  }
  if (Number.isNaN(value.getTime())) return '';
  return formatDate(firmDateOf(value));
}

/** 21 Nov 2026, 14:05 (SAST) */
export function formatDateTime(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  return `${formatDate(firmDateOf(value))}, ${firmTimeOf(value)} (SAST)`;
}

export interface MailFormatters {
  rand: typeof formatRand;
  date: typeof formatDate;
  dateTime: typeof formatDateTime;
}

export const MAIL_FORMATTERS: MailFormatters = { rand: formatRand, date: formatDate, dateTime: formatDateTime };

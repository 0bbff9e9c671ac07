import { formatRand } from '@table-bay/shared';

/**
 * The display formats of the site (frontend/src/lib/format.ts), for mail. Instants are shown in
 * Johannesburg time whatever the server's zone: the firm and its clients live there.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const JHB_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function johannesburgParts(d: Date): { year: number; month: number; day: number; hour: string; minute: string } {
  const parts = Object.fromEntries(JHB_PARTS.formatToParts(d).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: parts.hour, minute: parts.minute };
}

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
  const p = johannesburgParts(value);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

/** 21 Nov 2026, 14:05 (SAST) */
export function formatDateTime(value: Date): string {
  if (Number.isNaN(value.getTime())) return '';
  const p = johannesburgParts(value);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${p.hour}:${p.minute} (SAST)`;
}

export interface MailFormatters {
  rand: typeof formatRand;
  date: typeof formatDate;
  dateTime: typeof formatDateTime;
}

export const MAIL_FORMATTERS: MailFormatters = { rand: formatRand, date: formatDate, dateTime: formatDateTime };

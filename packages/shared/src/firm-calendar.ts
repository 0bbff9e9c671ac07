/**
 * The firm's calendar: the one place the backend and the browser decide what day it is and which
 * days are working days. The firm works on South African time, so "today" is the date in
 * Africa/Johannesburg whatever the server's or the visitor's own zone is
 * (docs/decisions/0012-firm-calendar.md): a client abroad late at night is not told a valid date
 * is in the future, or offered one the API refuses. Dates are yyyy-MM-dd strings throughout: they
 * compare correctly as strings and carry no zone.
 */
import { PROCLAIMED_HOLIDAYS } from './proclaimed-holidays';

export const FIRM_TIME_ZONE = 'Africa/Johannesburg';

/**
 * Africa/Johannesburg is UTC+02:00 all year (no daylight saving since 1944), so the firm's date of
 * an instant is the UTC date two hours later. Plain arithmetic rather than an
 * `Intl.DateTimeFormat` with a time zone: building one loads the browser's zone data, which cost
 * a phone about 130 ms of main thread on the dashboard's first load (docs/performance.md,
 * "Dashboard main thread"). The unit test checks the arithmetic against ICU's zone rules.
 */
const FIRM_UTC_OFFSET_MS = 2 * 60 * 60_000;

/** Today's date in Africa/Johannesburg as yyyy-MM-dd. */
export function firmToday(now: Date = new Date()): string {
  return firmDateOf(now);
}

/** The firm's date of an instant (a timestamp column, a payment time) as yyyy-MM-dd. */
export function firmDateOf(instant: Date): string {
  return new Date(instant.getTime() + FIRM_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The firm's wall-clock time of an instant as HH:mm (24-hour), for "14:05 (SAST)" in mail and PDFs. */
export function firmTimeOf(instant: Date): string {
  return new Date(instant.getTime() + FIRM_UTC_OFFSET_MS).toISOString().slice(11, 16);
}

/** The hour (0-23) of an instant on the firm's clock: scheduled mail waits for an hour of the day. */
export function firmHourOf(instant: Date): number {
  return Number(firmTimeOf(instant).slice(0, 2));
}

/**
 * The instant a firm day begins (midnight in Johannesburg). South Africa keeps UTC+02:00 all year
 * (no daylight saving since 1944), so the offset is fixed.
 */
export function firmDayStart(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00+02:00`);
}

/**
 * Orders two yyyy-MM-dd dates (for `sort`). A plain comparison: the strings sort as the dates do,
 * and `localeCompare` would load the runtime's collation data on its first call (see FIRM_UTC_OFFSET_MS).
 */
export function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The calendar date `days` after (or before, when negative) a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/**
 * South African public holidays of a year, date to name:
 * - the twelve days of the Public Holidays Act 36 of 1994 (Schedule 1): ten fixed dates, Good
 *   Friday and Family Day (the Friday before and the Monday after Easter Sunday);
 * - the Monday after a holiday that falls on a Sunday (section 2(1)), named "... (observed)";
 *   when that Monday is itself a holiday (25 December on a Sunday makes Monday the Day of
 *   Goodwill anyway) the Act adds no further day: any extra day is proclaimed;
 * - days declared for that year only (elections, for instance), from the dated list in
 *   proclaimed-holidays.ts.
 */
export function publicHolidays(year: number): Map<string, string> {
  return new Map(holidaysOf(year));
}

const HOLIDAY_CACHE = new Map<number, ReadonlyMap<string, string>>();

/** The year's holidays, computed once: business-day arithmetic asks for them on every step. */
function holidaysOf(year: number): ReadonlyMap<string, string> {
  const cached = HOLIDAY_CACHE.get(year);
  if (cached) return cached;
  const fixed: Array<[string, string]> = [
    ['01-01', "New Year's Day"],
    ['03-21', 'Human Rights Day'],
    ['04-27', 'Freedom Day'],
    ['05-01', "Workers' Day"],
    ['06-16', 'Youth Day'],
    ['08-09', "National Women's Day"],
    ['09-24', 'Heritage Day'],
    ['12-16', 'Day of Reconciliation'],
    ['12-25', 'Christmas Day'],
    ['12-26', 'Day of Goodwill'],
  ];
  const easter = easterSunday(year);
  const days: Array<[string, string]> = [
    ...fixed.map(([md, name]): [string, string] => [`${year}-${md}`, name]),
    [addDays(easter, -2), 'Good Friday'],
    [addDays(easter, 1), 'Family Day'],
  ];
  const out = new Map<string, string>(days);
  for (const [date, name] of days) {
    if (weekdayOf(date) !== 0) continue;
    const monday = addDays(date, 1);
    if (!out.has(monday)) out.set(monday, `${name} (observed)`);
  }
  for (const { date, name } of PROCLAIMED_HOLIDAYS) {
    if (date.startsWith(`${year}-`) && !out.has(date)) out.set(date, name);
  }
  const sorted = new Map([...out].sort(([a], [b]) => compareDates(a, b)));
  HOLIDAY_CACHE.set(year, sorted);
  return sorted;
}

/** Whether a yyyy-MM-dd date is a public holiday in South Africa. */
export function isPublicHoliday(date: string): boolean {
  return holidaysOf(Number(date.slice(0, 4))).has(date.slice(0, 10));
}

/** Monday to Friday and not a public holiday. */
export function isBusinessDay(date: string): boolean {
  const d = date.slice(0, 10);
  let known = BUSINESS_DAY.get(d);
  if (known === undefined) {
    const weekday = weekdayOf(d);
    known = weekday !== 0 && weekday !== 6 && !isPublicHoliday(d);
    remember(BUSINESS_DAY, d, known);
  }
  return known;
}

// The answers for days already asked about. Obligations of many businesses fall on the same few
// dates, so a firm's calendar asks the same questions again and again; the maps are cleared when
// they grow past a bound, so memory stays small whatever is asked.
const BUSINESS_DAY = new Map<string, boolean>();
const ON_OR_BEFORE = new Map<string, string>();
const MEMO_LIMIT = 50_000;

function remember<V>(memo: Map<string, V>, key: string, value: V): void {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
}

/**
 * Business days from `date`:
 * - count > 0: the count-th business day after `date` (the day itself never counts), so "within
 *   30 business days after the anniversary" is addBusinessDays(anniversary, 30);
 * - count 0: `date` itself when it is a business day, else the next one;
 * - count < 0: the |count|-th business day before `date`.
 */
export function addBusinessDays(date: string, count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`addBusinessDays needs a whole number of days, not ${count}`);
  let d = date.slice(0, 10);
  if (count === 0) {
    while (!isBusinessDay(d)) d = addDays(d, 1);
    return d;
  }
  const step = count > 0 ? 1 : -1;
  for (let left = Math.abs(count); left > 0;) {
    d = addDays(d, step);
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}

/**
 * The date itself when it is a business day, else the last business day before it: SARS's rule
 * for a due date (VAT, PAYE, provisional tax) that falls on a weekend or public holiday.
 */
export function lastBusinessDayOnOrBefore(date: string): string {
  const start = date.slice(0, 10);
  const known = ON_OR_BEFORE.get(start);
  if (known !== undefined) return known;
  let d = start;
  while (!isBusinessDay(d)) d = addDays(d, -1);
  remember(ON_OR_BEFORE, start, d);
  return d;
}

/**
 * The last day of a month as yyyy-MM-dd; month is 1-12 and may run past either end of the year
 * (13 is January of the next year, 0 December of the one before).
 */
export function lastDayOfMonth(year: number, month: number): string {
  return format(new Date(Date.UTC(year, month, 0)));
}

/** Day of the week of a yyyy-MM-dd date, 0 Sunday to 6 Saturday. */
export function weekdayOf(date: string): number {
  return parse(date).getUTCDay();
}

/** The Monday of the week (Monday to Sunday) a yyyy-MM-dd date falls in: the firm plans by such weeks. */
export function mondayOf(date: string): string {
  const weekday = weekdayOf(date);
  return addDays(date, weekday === 0 ? -6 : 1 - weekday);
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

// Date.UTC on the parts and a hand-made yyyy-MM-dd: several times faster than parsing an ISO
// string and calling toISOString, and business-day counting does this for every day it steps.
function parse(date: string): Date {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
  if (Number.isNaN(d.getTime()) || date[4] !== '-' || date[7] !== '-') throw new RangeError(`Not a yyyy-MM-dd date: "${date}"`);
  return d;
}

function format(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

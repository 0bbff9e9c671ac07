/**
 * The firm's calendar: the one place the backend and the browser decide what day it is and which
 * days are working days. The firm works on South African time, so "today" is the date in
 * Africa/Johannesburg whatever the server's or the visitor's own zone is
 * (docs/decisions/0012-firm-calendar.md): a client abroad late at night is not told a valid date
 * is in the future, or offered one the API refuses. Dates are yyyy-MM-dd strings throughout: they
 * compare correctly as strings and carry no zone.
 */
export const FIRM_TIME_ZONE = 'Africa/Johannesburg';

// en-CA formats a date as yyyy-MM-dd.
const FIRM_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Africa/Johannesburg as yyyy-MM-dd. */
export function firmToday(now: Date = new Date()): string {
  return FIRM_DATE.format(now);
}

/** The firm's date of an instant (a timestamp column, a payment time) as yyyy-MM-dd. */
export function firmDateOf(instant: Date): string {
  return FIRM_DATE.format(instant);
}

/**
 * The instant a firm day begins (midnight in Johannesburg). South Africa keeps UTC+02:00 all year
 * (no daylight saving since 1944), so the offset is fixed.
 */
export function firmDayStart(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00+02:00`);
}

/** The calendar date `days` after (or before, when negative) a yyyy-MM-dd date. */
export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/**
 * South African public holidays of a year under the Public Holidays Act 36 of 1994, including
 * the Monday that replaces a holiday falling on a Sunday (section 2(1)). Days the President
 * declares for one year only (election days, for instance) are not known in advance and are not
 * included.
 */
export function publicHolidays(year: number): Map<string, string> {
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
    if (parse(date).getUTCDay() !== 0) continue;
    // A Sunday holiday moves to Monday; when that Monday is itself a holiday (25 and 26 December
    // never both fall so, but the rule is general) the next free weekday is taken.
    let observed = addDays(date, 1);
    while (out.has(observed)) observed = addDays(observed, 1);
    out.set(observed, `${name} (observed)`);
  }
  return out;
}

/** Whether a yyyy-MM-dd date is a public holiday in South Africa. */
export function isPublicHoliday(date: string): boolean {
  return publicHolidays(Number(date.slice(0, 4))).has(date);
}

/** Monday to Friday and not a public holiday. */
export function isBusinessDay(date: string): boolean {
  const weekday = parse(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(date);
}

/** The business day `count` business days after `date` (count 0: `date` itself if it is one, else the next). */
export function addBusinessDays(date: string, count: number): string {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  for (let left = count; left > 0; left--) {
    d = addDays(d, 1);
    while (!isBusinessDay(d)) d = addDays(d, 1);
  }
  return d;
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

function parse(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`);
}

function format(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

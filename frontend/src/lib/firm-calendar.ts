/**
 * The firm's calendar in the browser: the one place the frontend decides what day it is. The firm
 * and the API judge dates in Africa/Johannesburg (docs/decisions/0012-firm-calendar.md), so a
 * form's "today" must be that date too, not the visitor's own: a client abroad late at night
 * would otherwise be told a valid date is in the future, or offered one the API refuses.
 */
export const FIRM_TIME_ZONE = 'Africa/Johannesburg';

// en-CA formats a date as yyyy-MM-dd, which compares correctly as a string.
const FIRM_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Africa/Johannesburg as yyyy-MM-dd. */
export function firmToday(now: Date = new Date()): string {
  return FIRM_DATE.format(now);
}

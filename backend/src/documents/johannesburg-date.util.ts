/** The firm works on South African time; "today" for due dates is the date in Johannesburg, not the server's. */
const JOHANNESBURG_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Africa/Johannesburg as yyyy-MM-dd (en-CA formats dates that way). */
export function johannesburgToday(now: Date = new Date()): string {
  return JOHANNESBURG_DATE.format(now);
}

/**
 * A DATE column as yyyy-MM-dd. SQLite hands back the stored text; mysql2 may hand back a Date
 * built at local midnight, so its local parts are the stored date.
 */
export function toDateOnly(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return value.slice(0, 10);
}

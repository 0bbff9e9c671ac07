/**
 * The firm's calendar on the server: the rules themselves are shared with the frontend and live in
 * @table-bay/shared (docs/decisions/0012-firm-calendar.md, 0017-shared-package.md); reading a
 * database DATE column is the server's own part.
 */
export {
  addBusinessDays,
  addDays,
  FIRM_TIME_ZONE,
  firmDateOf,
  firmDayStart,
  firmHourOf,
  firmTimeOf,
  firmToday,
  isBusinessDay,
  isPublicHoliday,
  lastBusinessDayOnOrBefore,
  lastDayOfMonth,
  publicHolidays,
  weekdayOf,
} from '@table-bay/shared';

/**
 * A DATE column as yyyy-MM-dd. SQLite hands back the stored text; mysql2 may hand back a Date
 * built at local midnight, so its local parts are the stored date.
 */
export function toDateOnly(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return value.slice(0, 10);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

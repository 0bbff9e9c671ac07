import { ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';
import { firmToday } from '../common/calendar/firm-calendar';

/** Earliest employment date the form accepts (docs/employees.md). */
export const EARLIEST_DATE = '1900-01-01';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-MM-dd (so 2024-02-30 is refused). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A yyyy-MM-dd calendar date. */
export function IsCalendarDate(options: ValidationOptions) {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => isCalendarDate(value) } }, options);
}

/**
 * Date comparisons below pass values that are not dates: the format rule above reports those,
 * so a field never shows two complaints about one typo.
 */
export function IsNotBeforeDate(earliest: string, options: ValidationOptions) {
  return ValidateBy({ name: 'isNotBeforeDate', validator: { validate: (value) => !isCalendarDate(value) || value >= earliest } }, options);
}

export function IsNotInFuture(options: ValidationOptions) {
  return ValidateBy({ name: 'isNotInFuture', validator: { validate: (value) => !isCalendarDate(value) || value <= firmToday() } }, options);
}

/** Not before the date in another field of the same payload, when both are dates. */
export function IsNotBeforeField(field: string, options: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isNotBeforeField',
      constraints: [field],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const other = (args?.object as Record<string, unknown> | undefined)?.[field];
          return !isCalendarDate(value) || !isCalendarDate(other) || value >= other;
        },
      },
    },
    options,
  );
}

/** At most `places` decimals, so a rand amount is whole cents. */
export function HasMaxDecimals(places: number, options: ValidationOptions) {
  return ValidateBy(
    {
      name: 'hasMaxDecimals',
      constraints: [places],
      validator: {
        validate: (value: unknown) => typeof value !== 'number' || Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6,
      },
    },
    options,
  );
}

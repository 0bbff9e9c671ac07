import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

interface ServerErrorOptions<T extends FieldValues> {
  /** Server field names that the form calls differently, e.g. `{ acceptTerms: 'terms' }`. */
  rename?: Readonly<Record<string, Path<T>>>;
  /** Move focus to the first field with a message (default true). */
  focus?: boolean;
}

/**
 * Puts the server's validation messages (`errors` of an ApiError, or such a record) beside the
 * form's fields, focusing the first. Fields the form does not have are skipped: their message is
 * in the toast. `fields` names the form's fields: its list, or its default values.
 * Returns how many messages were placed.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  source: unknown,
  fields: ReadonlyArray<Path<T>> | Readonly<Partial<T>>,
  { rename = {}, focus = true }: ServerErrorOptions<T> = {},
): number {
  const errors = source instanceof ApiError ? source.fieldErrors : isMessageRecord(source) ? source : {};
  const known = new Set<string>(Array.isArray(fields) ? fields : Object.keys(fields));
  let placed = 0;
  for (const [serverField, message] of Object.entries(errors)) {
    const field = rename[serverField] ?? serverField;
    if (!known.has(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: focus && placed === 0 });
    placed += 1;
  }
  return placed;
}

function isMessageRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && !(value instanceof Error) && Object.values(value).every((v) => typeof v === 'string')
  );
}

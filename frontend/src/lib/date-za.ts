/**
 * A date as South Africans write it (en-ZA): yyyy/mm/dd, in the browser's time zone. A module of its
 * own so the public pages' entry (src/entry-public.ts) takes these few bytes and not the rest of
 * lib/format.ts; lib/format.ts re-exports it for everyone else.
 */
export function formatDateZa(value: Date): string {
  return `${value.getFullYear()}/${String(value.getMonth() + 1).padStart(2, '0')}/${String(value.getDate()).padStart(2, '0')}`;
}

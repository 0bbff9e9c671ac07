import { useDebounced } from '../use-debounced';
import { useStaffKey } from '../staff-keys';
import { apiKey, useApi } from './client';

/** How many clients a choice offers at once: the API's largest page. */
export const CLIENT_CHOICES = 100;

/**
 * Staff: the clients in scope to choose from, newest first, narrowed by what was typed (name,
 * business or email, as the clients screen searches). A firm with more clients than one page
 * reaches any of them by typing part of the name (docs/staff-console.md, "Choosing a client").
 */
export function useClientChoices(search: string) {
  const q = useDebounced(search.trim());
  return useApi(useStaffKey(apiKey('/staff/clients', { query: { q: q || undefined, limit: CLIENT_CHOICES } })), {
    keepPreviousData: true,
  });
}

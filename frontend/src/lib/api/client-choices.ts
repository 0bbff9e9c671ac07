import { useState } from 'react';
import { useDebounced } from '../use-debounced';
import { useStaffKey } from '../staff-keys';
import { apiKey, useApi } from './client';
import type { Schema } from './types';

/** How many clients a choice offers at once: the API's largest page. */
export const CLIENT_CHOICES = 100;

type ClientChoice = Schema<'ClientSummaryResponseDto'>;

/**
 * Staff: the clients in scope to choose from, newest first, narrowed by what was typed (name,
 * business or email, as the clients screen searches). A firm with more clients than one page
 * reaches any of them by typing part of the name (docs/staff-console.md, "Choosing a client").
 * The client chosen (`chosenId`, as `choose` recorded its row) stays first among the options while
 * another search is typed.
 */
export function useClientChoices(search: string, chosenId: number | null) {
  const q = useDebounced(search.trim());
  const answer = useApi(useStaffKey(apiKey('/staff/clients', { query: { q: q || undefined, limit: CLIENT_CHOICES } })), {
    keepPreviousData: true,
  });
  const [chosen, setChosen] = useState<ClientChoice | null>(null);
  const items = answer.data?.items ?? [];
  const kept = chosen !== null && chosen.id === chosenId && !items.some((c) => c.id === chosenId) ? chosen : null;
  return {
    isLoading: answer.isLoading,
    error: answer.error,
    options: kept ? [kept, ...items] : items,
    /** Records the row of the client just chosen from the options (null: none). */
    choose: (id: number | null) => setChosen(items.find((c) => c.id === id) ?? null),
  };
}

import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Schema } from '../../../lib/api/types';
import { api, apiKey, apiKeyPrefix, apiUrl, useApi } from '../../../lib/api/client';
import type { DateWindow } from '../lib/obligation-filters';

/** One obligation of the business for one period (docs/compliance.md). */
export type Obligation = Schema<'ObligationDto'>;

/** GET /api/compliance/obligations?from=&to=: the business's obligations due in the window, earliest first. */
export function obligationsKey(range: DateWindow) {
  return apiKey('/compliance/obligations', { query: { from: range.from, to: range.to } });
}

export function useObligations(range: DateWindow) {
  return useApi(obligationsKey(range), { keepPreviousData: true });
}

/** Where a proof document downloads from (the documents feature's file route). */
export function proofUrl(documentId: number): string {
  return apiUrl('get', '/documents/{id}/file', { path: { id: documentId } });
}

/**
 * Uploads one file through the documents pipeline (category "other", described as the
 * obligation's proof), then attaches it to the obligation with the proof it already had. The
 * calendar and the documents lists are fetched again.
 */
export function useAddProof(range: DateWindow) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (obligation: Obligation, file: File, description: string): Promise<Obligation> => {
      const form = new FormData();
      form.append('category', 'other');
      form.append('description', description);
      form.append('files', file, file.name);
      const uploaded = await api.upload('/documents/upload', form);
      const ids = [...obligation.proofDocumentIds, ...uploaded.documents.map((d) => d.id)];
      const updated = await api.patch('/compliance/obligations/{id}', {
        params: { path: { id: obligation.id } },
        body: { proofDocumentIds: ids },
      });
      const documents = apiKeyPrefix('/documents');
      await Promise.all([
        mutate(obligationsKey(range)),
        mutate(
          (key) => typeof key === 'string' && (key === documents || key.startsWith(`${documents}?`) || key.startsWith(`${documents}/`)),
        ),
      ]);
      return updated;
    },
    [mutate, range],
  );
}

/**
 * The person's private calendar link (docs/compliance.md, "The calendar feed"): a new one replaces
 * the old one, which stops working at once. The link is only ever shown when made.
 */
export async function createCalendarFeed(): Promise<string> {
  return (await api.post('/compliance/calendar-feed')).url;
}

/** Turns the private calendar link off. */
export async function revokeCalendarFeed(): Promise<void> {
  await api.delete('/compliance/calendar-feed');
}

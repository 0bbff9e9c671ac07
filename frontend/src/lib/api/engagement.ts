import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, apiKey, apiKeyPrefix, apiUrl, useApi } from './client';
import type { Schema } from './types';
import { useUserKey } from '../../stores/session-store';
import { SUBSCRIPTIONS_KEY } from './subscriptions';
import { INVOICES_KEY } from './billing';

/** Engagement letters (docs/engagement-letters.md): the client's letters, signing, and the firm's side. */
export type EngagementLetterSummary = Schema<'EngagementLetterSummaryDto'>;
export type EngagementLetter = Schema<'EngagementLetterDto'>;
export type StaffEngagementLetter = Schema<'StaffEngagementLetterDto'>;
export type EngagementLetterStatus = Schema<'EngagementLetterStatus'>;
export type SignResponse = Schema<'SignResponseDto'>;
export type VerifyResponse = Schema<'VerifyResponseDto'>;

export const ENGAGEMENT_LETTERS_KEY = apiKey('/engagement-letters');
const PAYMENTS_KEY = apiKey('/payments');

export const letterPdfUrl = (id: number): string => apiUrl('get', '/engagement-letters/{id}/pdf', { path: { id } });
export const staffLetterPdfUrl = (id: number): string => apiUrl('get', '/staff/engagement-letters/{id}/pdf', { path: { id } });

export function useEngagementLetters() {
  return useApi(useUserKey(ENGAGEMENT_LETTERS_KEY));
}

/** GET /api/engagement-letters/{id}: reading it records the first view. */
export function useEngagementLetter(id: number | null) {
  const key = useUserKey(apiKey('/engagement-letters/{id}', { path: { id: id ?? 0 } }));
  return useApi(id === null ? null : key);
}

/** Signs as the owner: the first invoice is issued, so every billing list changes. */
export function useSignLetter(): (
  id: number,
  body: { fullName: string; consent: true; signature?: string | null },
) => Promise<SignResponse> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id, body) => {
      const signed = await api.post('/engagement-letters/{id}/sign', { params: { path: { id } }, body });
      await Promise.all([
        mutate(ENGAGEMENT_LETTERS_KEY),
        mutate(apiKey('/engagement-letters/{id}', { path: { id } })),
        mutate(SUBSCRIPTIONS_KEY),
        mutate(INVOICES_KEY),
        mutate(PAYMENTS_KEY),
      ]);
      return signed;
    },
    [mutate],
  );
}

/** The public check of a signed letter: the file's hash against the stored originals. */
export function verifyLetter(file: File): Promise<VerifyResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.upload('/engagement-letters/verify', form);
}

// ---- Staff ----

export function useStaffLetters(status: EngagementLetterStatus | null) {
  return useApi(apiKey('/staff/engagement-letters', { query: status ? { status } : {} }));
}

/** Revalidates every staff list of letters (each filter is its own key). */
export function useRefreshStaffLetters(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  const prefix = apiKeyPrefix('/staff/engagement-letters');
  return useCallback(() => mutate((key) => typeof key === 'string' && key.startsWith(prefix)), [mutate, prefix]);
}

export function countersignLetter(id: number): Promise<StaffEngagementLetter> {
  return api.post('/staff/engagement-letters/{id}/countersign', { params: { path: { id } } });
}

/** A manager or admin withdraws a letter the client has not signed; the owners are mailed `reason`. */
export function withdrawLetter(id: number, reason: string): Promise<StaffEngagementLetter> {
  return api.post('/staff/engagement-letters/{id}/withdraw', { params: { path: { id } }, body: { reason } });
}

export function sendProposal(
  clientId: number,
  body: { serviceId: number; monthlyPrice?: number | null; scope?: string | null; note?: string | null },
): Promise<StaffEngagementLetter> {
  return api.post('/staff/clients/{clientId}/proposals', { params: { path: { clientId } }, body });
}

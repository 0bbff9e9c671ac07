import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api/types';
import { useUserKey } from '../../../stores/session-store';

export const FIRM_DOCUMENTS_KEY = '/api/documents/firm';

/** GET /api/documents/firm: what the firm published to the signed-in client, newest first. */
export type FirmDocument = Schema<'FirmDocumentDto'>;
export type FirmDocumentList = Schema<'FirmDocumentListDto'>;

export function useFirmDocuments() {
  return useSWR<FirmDocumentList>(useUserKey(FIRM_DOCUMENTS_KEY));
}

/** POST /api/documents/firm/:id/acknowledge: "I have read and approve …", recorded with the time. */
export function acknowledgeFirmDocument(id: number): Promise<FirmDocument> {
  return apiRequest<FirmDocument>(`${FIRM_DOCUMENTS_KEY}/${id}/acknowledge`, { method: 'POST' });
}

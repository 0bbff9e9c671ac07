import type { Schema } from '../../../lib/api/types';
import { useUserKey } from '../../../stores/session-store';
import { api, apiKey, useApi } from '../../../lib/api/client';

export const FIRM_DOCUMENTS_KEY = apiKey('/documents/firm');

/** GET /api/documents/firm: what the firm published to the signed-in client, newest first. */
export type FirmDocument = Schema<'FirmDocumentDto'>;
export type FirmDocumentList = Schema<'FirmDocumentListDto'>;

export function useFirmDocuments() {
  return useApi(useUserKey(FIRM_DOCUMENTS_KEY));
}

/** POST /api/documents/firm/:id/acknowledge: "I have read and approve …", recorded with the time. */
export function acknowledgeFirmDocument(id: number): Promise<FirmDocument> {
  return api.post('/documents/firm/{id}/acknowledge', { params: { path: { id } } });
}

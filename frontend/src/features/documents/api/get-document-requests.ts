import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

export const DOCUMENT_REQUESTS_KEY = apiKey('/document-requests');

export type DocumentRequestStatus = Schema<'DocumentRequestStatus'>;

/** GET /api/document-requests: what the firm has asked this client for. */
export type DocumentRequest = Schema<'DocumentRequestResponseDto'>;

export function useDocumentRequests() {
  return useApi(useUserKey(DOCUMENT_REQUESTS_KEY));
}

export function isOpenRequest(r: Pick<DocumentRequest, 'status'>): boolean {
  return r.status === 'pending' || r.status === 'overdue';
}

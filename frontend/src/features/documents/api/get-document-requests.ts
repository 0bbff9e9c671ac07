import useSWR from 'swr';
import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';

export const DOCUMENT_REQUESTS_KEY = '/api/document-requests';

export type DocumentRequestStatus = Schema<'DocumentRequestStatus'>;

/** GET /api/document-requests: what the firm has asked this client for. */
export type DocumentRequest = Schema<'DocumentRequestResponseDto'>;

export function useDocumentRequests() {
  return useSWR<DocumentRequest[]>(useUserKey(DOCUMENT_REQUESTS_KEY));
}

export function isOpenRequest(r: Pick<DocumentRequest, 'status'>): boolean {
  return r.status === 'pending' || r.status === 'overdue';
}

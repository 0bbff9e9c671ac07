import useSWR from 'swr';
import { useUserKey } from '../../auth/api/current-user';

export const DOCUMENT_REQUESTS_KEY = '/api/document-requests';

export type DocumentRequestStatus = 'pending' | 'overdue' | 'completed';

/** GET /api/document-requests: what the firm has asked this client for. */
export interface DocumentRequest {
  id: number;
  documentType: string;
  description: string | null;
  /** yyyy-MM-dd */
  dueDate: string | null;
  status: DocumentRequestStatus;
  fulfilledWith: number | null;
  fulfilledDocument: { id: number; fileName: string } | null;
  createdAt: string;
  updatedAt: string;
}

export function useDocumentRequests() {
  return useSWR<DocumentRequest[]>(useUserKey(DOCUMENT_REQUESTS_KEY));
}

export function isOpenRequest(r: Pick<DocumentRequest, 'status'>): boolean {
  return r.status === 'pending' || r.status === 'overdue';
}

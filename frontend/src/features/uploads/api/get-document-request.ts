import useSWR from 'swr';
import { useUserKey } from '../../auth/api/current-user';

/** The fields of a document request the upload form needs (GET /api/document-requests). */
export interface UploadRequest {
  id: number;
  documentType: string;
  description: string | null;
  status: 'pending' | 'overdue' | 'completed';
}

/** The request named by ?requestId, from the shared document-requests list. */
export function useDocumentRequest(requestId: number | null) {
  const { data, error, isLoading } = useSWR<UploadRequest[]>(useUserKey('/api/document-requests'));
  const request = requestId === null ? null : (data?.find((r) => r.id === requestId) ?? null);
  return { request, error, isLoading: requestId !== null && isLoading };
}

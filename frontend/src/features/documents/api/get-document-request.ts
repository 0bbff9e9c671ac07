import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

/** A document request as GET /api/document-requests answers it; the upload form reads its type and status. */
export type UploadRequest = Schema<'DocumentRequestResponseDto'>;

/** The request named by ?requestId, from the shared document-requests list. */
export function useDocumentRequest(requestId: number | null) {
  const { data, error, isLoading } = useApi(useUserKey(apiKey('/document-requests')));
  const request = requestId === null ? null : (data?.find((r) => r.id === requestId) ?? null);
  return { request, error, isLoading: requestId !== null && isLoading };
}

import { useUserKey } from '../../../stores/session-store';
import type { Schema } from '../../../lib/api/types';
import { apiKey, useApi } from '../../../lib/api/client';

export const DOCUMENTS_KEY = apiKey('/documents');

export type DocumentStatus = Schema<'DocumentStatus'>;

/** GET /api/documents: the signed-in client's documents, newest first. */
export type ClientDocument = Schema<'DocumentResponseDto'>;

export function useDocuments() {
  return useApi(useUserKey(DOCUMENTS_KEY));
}

/** The URL that shows the file in a browser tab rather than downloading it. */
export function inlineFileUrl(doc: Pick<ClientDocument, 'fileUrl'>): string {
  return `${doc.fileUrl}${doc.fileUrl.includes('?') ? '&' : '?'}inline=1`;
}

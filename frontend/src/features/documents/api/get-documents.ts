import useSWR from 'swr';
import { useUserKey } from '../../auth/api/current-user';

export const DOCUMENTS_KEY = '/api/documents';

export type DocumentStatus = 'pending' | 'approved' | 'rejected' | 'needs_revision';

/** GET /api/documents: the signed-in client's documents, newest first. */
export interface ClientDocument {
  id: number;
  fileName: string;
  fileType: string;
  fileSize: number;
  /** Download route; `?inline=1` views a PDF or image in the browser. */
  fileUrl: string;
  category: string;
  description: string | null;
  status: DocumentStatus;
  uploadedAt: string;
  lastModified: string | null;
  reviewedAt: string | null;
  reviewNotes: string | null;
  reviewerName: string | null;
}

export function useDocuments() {
  return useSWR<ClientDocument[]>(useUserKey(DOCUMENTS_KEY));
}

/** The URL that shows the file in a browser tab rather than downloading it. */
export function inlineFileUrl(doc: Pick<ClientDocument, 'fileUrl'>): string {
  return `${doc.fileUrl}${doc.fileUrl.includes('?') ? '&' : '?'}inline=1`;
}

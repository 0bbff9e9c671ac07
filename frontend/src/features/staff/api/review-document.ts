import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import type { DocumentStatus, StaffDocument } from './get-client';
import { CLIENTS_PATH } from './get-clients';
import { STAFF_API, useStaffKey, withQuery } from '../../../lib/staff-keys';
import type { Schema } from '../../../lib/api/types';

export type ReviewStatus = Schema<'ReviewStatus'>;

export type ReviewQueueItem = Schema<'ReviewQueueItemDto'>;

/** GET /api/staff/documents?status=: the review queue (pending by default), oldest upload first. */
export function reviewQueueKey(status: DocumentStatus, offset = 0): string {
  return withQuery(`${STAFF_API}/documents`, { status, offset: offset || undefined });
}

export function useReviewQueue(status: DocumentStatus = 'pending', offset = 0) {
  return useSWR<Schema<'ReviewQueueResponseDto'>>(useStaffKey(reviewQueueKey(status, offset)), { keepPreviousData: true });
}

/** PATCH /api/staff/clients/:id/documents/:docId/review */
export function reviewDocument(
  clientId: number,
  documentId: number,
  body: { status: ReviewStatus; reviewNotes: string | null },
): Promise<StaffDocument> {
  return apiRequest<StaffDocument>(`${CLIENTS_PATH}/${clientId}/documents/${documentId}/review`, { method: 'PATCH', json: body });
}

/** File types a browser shows safely in a tab of its own; anything else is only downloaded. */
export function canOpenInBrowser(fileType: string): boolean {
  return fileType === 'application/pdf' || (fileType.startsWith('image/') && fileType !== 'image/svg+xml');
}

/**
 * Opens a PDF or image in a new tab. The staff route answers as an attachment, so the file is
 * fetched and shown from a blob URL; the tab is opened first so pop-up blockers allow it.
 */
export async function openDocumentInNewTab(doc: Pick<StaffDocument, 'downloadUrl' | 'fileType'>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(doc.downloadUrl, { credentials: 'include' });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const blob = new Blob([await res.blob()], { type: doc.fileType });
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded the file by then; the URL is only a handle.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

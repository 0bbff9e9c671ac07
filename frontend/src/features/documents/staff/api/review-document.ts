import type { DocumentStatus, StaffDocument } from './types';
import { useStaffKey } from '../../../../lib/staff-keys';
import type { Schema } from '../../../../lib/api/types';
import { api, apiKey, useApi } from '../../../../lib/api/client';

export type ReviewStatus = Schema<'ReviewStatus'>;

export type ReviewQueueItem = Schema<'ReviewQueueItemDto'>;

/** GET /api/staff/documents?status=: the review queue (pending by default), oldest upload first. */
export function reviewQueueKey(status: DocumentStatus, offset = 0) {
  return apiKey('/staff/documents', { query: { status, offset: offset || undefined } });
}

export function useReviewQueue(status: DocumentStatus = 'pending', offset = 0) {
  return useApi(useStaffKey(reviewQueueKey(status, offset)), { keepPreviousData: true });
}

/** PATCH /api/staff/clients/:id/documents/:docId/review */
export function reviewDocument(
  clientId: number,
  documentId: number,
  body: { status: ReviewStatus; reviewNotes: string | null },
): Promise<StaffDocument> {
  return api.patch('/staff/clients/{clientId}/documents/{documentId}/review', { params: { path: { clientId, documentId } }, body });
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

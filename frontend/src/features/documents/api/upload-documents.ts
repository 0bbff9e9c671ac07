import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../../lib/api-client';
import type { Schema } from '../../../lib/api/types';

import { DOCUMENTS_KEY } from './get-documents';
import { DOCUMENT_REQUESTS_KEY } from './get-document-requests';
import { apiUrl, fetchKey } from '../../../lib/api/client';
export { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '../../../lib/upload-rules';

export interface UploadInput {
  category: string;
  description: string;
  requestId: number | null;
  files: File[];
}

export type UploadedDocument = Schema<'DocumentResponseDto'>;

/** POST /api/documents/upload answers with the stored documents. */
export type UploadResult = Schema<'UploadDocumentsResponseDto'>;

export interface UploadHandle {
  promise: Promise<UploadResult>;
  abort: () => void;
}

/**
 * POST /api/documents/upload as one multipart request (so a document request is fulfilled once,
 * by the whole batch). XMLHttpRequest rather than fetch, because only XHR reports upload progress;
 * `onProgress` receives bytes sent so far and the body's total size.
 */
export function uploadDocuments(input: UploadInput, onProgress: (loaded: number, total: number) => void): UploadHandle {
  const form = new FormData();
  form.append('category', input.category);
  form.append('description', input.description);
  if (input.requestId !== null) form.append('requestId', String(input.requestId));
  for (const file of input.files) form.append('files', file, file.name);

  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResult>((resolve, reject) => {
    xhr.open('POST', apiUrl('post', '/documents/upload'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResult);
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText));
        }
      } else reject(new ApiError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/**
 * Uploads, then refreshes exactly the lists an upload changes. The fresh lists are fetched and
 * written into the cache even when no screen shows them right now: queries are never stale here
 * (docs/dashboard.md), so a screen opened later would otherwise show the old list.
 */
export function useUploadDocuments() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (input: UploadInput, onProgress: (loaded: number, total: number) => void): UploadHandle => {
      const handle = uploadDocuments(input, onProgress);
      const promise = handle.promise.then(async (result) => {
        await Promise.all([
          mutate(DOCUMENTS_KEY, fetchKey(DOCUMENTS_KEY), { revalidate: false }),
          mutate(DOCUMENT_REQUESTS_KEY, fetchKey(DOCUMENT_REQUESTS_KEY), { revalidate: false }),
        ]);
        return result;
      });
      return { promise, abort: handle.abort };
    },
    [mutate],
  );
}

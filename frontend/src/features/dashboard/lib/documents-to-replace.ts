import type { Schema } from '../../../lib/api/types';

type Doc = Pick<Schema<'DocumentResponseDto'>, 'id' | 'category' | 'status' | 'uploadedAt' | 'reviewedAt'>;

/** Review outcomes that ask the client for another file (docs/documents-and-requests.md, Review). */
const SENT_BACK = new Set(['rejected', 'needs_revision']);

/**
 * The client's documents the firm sent back and that the client has not yet replaced: a
 * replacement is any later upload in the same category (the upload form has no link to the
 * document it replaces). Oldest review first, so the longest-waiting comes first.
 */
export function documentsToReplace<D extends Doc>(documents: readonly D[]): D[] {
  return documents
    .filter((d) => SENT_BACK.has(d.status))
    .filter((d) => {
      const since = new Date(d.reviewedAt ?? d.uploadedAt).getTime();
      return !documents.some((o) => o.id !== d.id && o.category === d.category && new Date(o.uploadedAt).getTime() > since);
    })
    .sort((a, b) => new Date(a.reviewedAt ?? a.uploadedAt).getTime() - new Date(b.reviewedAt ?? b.uploadedAt).getTime() || a.id - b.id);
}

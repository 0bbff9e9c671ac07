import { randomUUID } from 'node:crypto';

/**
 * The layout of keys in the file storage, the one place that knows it (docs/storage.md). Keys
 * are generated, never built from anything a client sends, so no upload can shape a path.
 *
 *   documents/<userId>/<uuid>   a document of that user (uploaded, or filed for them)
 */
export const DOCUMENTS_PREFIX = 'documents/';

/** Everything stored for one user lives under this prefix: account deletion lists and deletes it. */
export function userDocumentsPrefix(userId: number): string {
  return `${DOCUMENTS_PREFIX}${userId}/`;
}

/** A fresh key for a new document of a user. */
export function newDocumentKey(userId: number): string {
  return `${userDocumentsPrefix(userId)}${randomUUID()}`;
}

import { randomUUID } from 'node:crypto';

/**
 * The layout of keys in the file storage, the one place that knows it (docs/storage.md). Keys
 * are generated, never built from anything a client sends, so no upload can shape a path.
 *
 *   documents/<userId>/<uuid>   a document of that user (uploaded, or filed for them)
 *   exports/<userId>/<uuid>     a copy of that user's data built in the background (24 hours)
 *   invoice-proofs/<invoiceId>/<uuid>.<ext>   the proof of payment a client attached to an invoice
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

export const EXPORTS_PREFIX = 'exports/';

/** Copies of a user's data ("Download my data") built in the background; deleted with the account. */
export function userExportsPrefix(userId: number): string {
  return `${EXPORTS_PREFIX}${userId}/`;
}

export function newExportKey(userId: number): string {
  return `${userExportsPrefix(userId)}${randomUUID()}`;
}

export const INVOICE_PROOFS_PREFIX = 'invoice-proofs/';

/** A fresh key for a proof of payment of an invoice; `ext` is the type recognised from its first bytes. */
export function newInvoiceProofKey(invoiceId: number, ext: string): string {
  return `${INVOICE_PROOFS_PREFIX}${invoiceId}/${randomUUID()}.${ext}`;
}

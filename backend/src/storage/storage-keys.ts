import { randomUUID } from 'node:crypto';

/**
 * The layout of keys in the file storage, the one place that knows it (docs/storage.md). Keys
 * are generated, never built from anything a client sends, so no upload can shape a path.
 *
 *   documents/<businessId>/<uuid>   a document of that client business (uploaded, or filed for it).
 *                               Keys written before documents belonged to businesses name the
 *                               account, whose id its business shares (decision 0019), so every
 *                               key of a business is under its prefix; each row keeps its own key.
 *   exports/<userId>/<uuid>     a copy of that user's data built in the background (24 hours)
 *   invoice-proofs/<invoiceId>/<uuid>.<ext>   the proof of payment a client attached to an invoice
 */
export const DOCUMENTS_PREFIX = 'documents/';

/** Every document file of one client business lives under this prefix: closing the business lists and deletes it. */
export function businessDocumentsPrefix(businessId: number): string {
  return `${DOCUMENTS_PREFIX}${businessId}/`;
}

/** A fresh key for a new document of a client business. */
export function newDocumentKey(businessId: number): string {
  return `${businessDocumentsPrefix(businessId)}${randomUUID()}`;
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

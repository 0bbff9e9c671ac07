import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { runWriteTransaction, TransactionSource } from '../database/write-transaction';

/*
 * A client business's documents, employees and payments lists are served from memory by every app
 * instance (see ClientListCache) under the key (list, business id, client_businesses.listsVersion). Whatever
 * changes what one of those lists shows replaces that token through these functions, in the same
 * transaction as the change, so no instance can serve the old list once the change is visible,
 * however many instances there are, and every member of the business sees it. The token is random
 * rather than a counter so that a business id reused after a deletion (SQLite reuses the highest
 * rowid) never meets an entry of the deleted business.
 */

/** The documents column naming the business a document belongs to. */
const DOCUMENTS_OWNER = 'businessId';

/** Which businesses' lists a write changes: these businesses', or those whose documents name this reviewer. */
export type ListsChange = { clients: number | readonly number[] } | { reviewer: number };

/**
 * Runs a write that changes what clients' lists show: opens the transaction and replaces the
 * lists version as its first statement, so the token moves exactly when the change commits and
 * not at all when it rolls back. Every such write goes through here; `change` null is a write
 * that turned out to change no list (a profile update that kept the name). The transaction is
 * runWriteTransaction's, so a deadlock runs it again whole (docs/write-transactions.md).
 */
export function writeClientLists<T>(
  source: TransactionSource,
  change: ListsChange | null,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  return runWriteTransaction(source, async (m) => {
    if (change !== null) {
      if ('reviewer' in change) await markListsNamingReviewerChanged(m, change.reviewer);
      else await markListsChanged(m, change.clients);
    }
    return work(m);
  });
}

/**
 * Marks the lists of these client businesses as changed, inside a transaction the caller already
 * holds (the demo seed creates the business in the same transaction). Prefer writeClientLists.
 */
export async function markListsChanged(manager: EntityManager, businessIds: number | readonly number[]): Promise<void> {
  const ids = [...new Set(typeof businessIds === 'number' ? [businessIds] : businessIds)];
  if (ids.length === 0) return;
  await manager.query(`UPDATE client_businesses SET listsVersion = ? WHERE id IN (${ids.map(() => '?').join(', ')})`, [
    randomUUID(),
    ...ids,
  ]);
}

/** A staff member's name is shown on the documents they reviewed: marks those businesses' lists as changed (see writeClientLists). */
export async function markListsNamingReviewerChanged(manager: EntityManager, reviewerId: number): Promise<void> {
  await manager.query(
    `UPDATE client_businesses SET listsVersion = ? WHERE id IN (SELECT DISTINCT ${DOCUMENTS_OWNER} FROM documents WHERE reviewedBy = ?)`,
    [randomUUID(), reviewerId],
  );
}

/**
 * Gives a business whose lists never changed since this mechanism arrived (token still null) a
 * token, unless a write set one meanwhile, and returns it. The caller read the list before this
 * call: a write after that read sets its own token first, so this one is not stored and the rows
 * cached under it are never looked up.
 */
export async function startListsVersion(manager: EntityManager, businessId: number): Promise<string> {
  const token = randomUUID();
  await manager.query('UPDATE client_businesses SET listsVersion = ? WHERE id = ? AND listsVersion IS NULL', [token, businessId]);
  return token;
}

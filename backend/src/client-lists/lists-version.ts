import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';

/*
 * A client's documents, employees and payments lists are served from memory by every app
 * instance (see ClientListCache) under the key (list, client id, users.listsVersion). Whatever
 * changes what one of those lists shows replaces that token through these functions, in the same
 * transaction as the change, so no instance can serve the old list once the change is visible,
 * however many instances there are. The token is random rather than a counter so that a client
 * id reused after an account deletion (SQLite reuses the highest rowid) never meets an entry
 * of the deleted client.
 */

/** Marks the lists of these clients as changed. */
export async function markListsChanged(manager: EntityManager, clientIds: number | readonly number[]): Promise<void> {
  const ids = [...new Set(typeof clientIds === 'number' ? [clientIds] : clientIds)];
  if (ids.length === 0) return;
  await manager.query(`UPDATE users SET listsVersion = ? WHERE id IN (${ids.map(() => '?').join(', ')})`, [randomUUID(), ...ids]);
}

/** A staff member's name is shown on the documents they reviewed: marks those clients' lists as changed. */
export async function markListsNamingReviewerChanged(manager: EntityManager, reviewerId: number): Promise<void> {
  await manager.query('UPDATE users SET listsVersion = ? WHERE id IN (SELECT DISTINCT userId FROM documents WHERE reviewedBy = ?)', [
    randomUUID(),
    reviewerId,
  ]);
}

/**
 * Gives a client whose lists never changed since this mechanism arrived (token still null) a
 * token, unless a write set one meanwhile, and returns it. The caller read the list before this
 * call: a write after that read sets its own token first, so this one is not stored and the rows
 * cached under it are never looked up.
 */
export async function startListsVersion(manager: EntityManager, clientId: number): Promise<string> {
  const token = randomUUID();
  await manager.query('UPDATE users SET listsVersion = ? WHERE id = ? AND listsVersion IS NULL', [token, clientId]);
  return token;
}

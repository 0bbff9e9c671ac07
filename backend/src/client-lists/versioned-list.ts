/**
 * A business's list together with client_businesses.listsVersion as read by the same SQL statement, so the
 * token describes exactly these rows: even on SQLite, where TypeORM runs every request on one
 * connection and a reader can see another request's uncommitted writes, the rows of a transaction
 * that later rolls back come with that transaction's token, which is never seen again.
 */
export interface VersionedList<T> {
  items: T[];
  /** Null when the list is empty (no row to read it from) or the business's lists never changed. */
  listsVersion: string | null;
}

/**
 * The select expression that reads the business's token beside each row of its list;
 * `businessColumn` is the aliased column holding the business id, e.g. `d.businessId`.
 */
export function listsVersionOf(businessColumn: string): string {
  return `(SELECT lv.listsVersion FROM client_businesses lv WHERE lv.id = ${businessColumn})`;
}

/** The token from the raw rows of a query that selected listsVersionOf(...) AS listsVersion. */
export function listsVersionIn(raw: ReadonlyArray<{ listsVersion?: unknown }>): string | null {
  const v = raw[0]?.listsVersion;
  return typeof v === 'string' ? v : null;
}

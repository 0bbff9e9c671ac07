/**
 * The generated id of a one-row INSERT, from the driver's own answer (insertRows' result, or an
 * InsertResult's `raw` after `updateEntity(false)`): better-sqlite3's `lastInsertRowid` or mysql2's
 * `insertId`.
 */
export function insertedId(raw: unknown): number {
  const id =
    typeof raw === 'number' || typeof raw === 'bigint'
      ? Number(raw)
      : typeof raw === 'object' && raw !== null && 'insertId' in raw
        ? Number((raw as { insertId: unknown }).insertId)
        : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('INSERT reported no generated id');
  return id;
}

import type { InsertResult } from 'typeorm';

/**
 * The generated id of a one-row INSERT run with `updateEntity(false)` (no read-back): TypeORM then
 * leaves `identifiers` empty and hands over the driver's own answer, better-sqlite3's
 * `lastInsertRowid` or mysql2's `insertId`.
 */
export function insertedId(result: InsertResult): number {
  const raw: unknown = result.raw;
  const id =
    typeof raw === 'number' || typeof raw === 'bigint'
      ? Number(raw)
      : typeof raw === 'object' && raw !== null && 'insertId' in raw
        ? Number((raw as { insertId: unknown }).insertId)
        : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('INSERT reported no generated id');
  return id;
}

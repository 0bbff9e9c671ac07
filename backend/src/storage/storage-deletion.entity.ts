import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

const epochMs = { to: (v: number) => v, from: (v: string | number) => Number(v) };

/**
 * A stored file (or every file under a prefix) to delete once the transaction that wrote this row
 * has committed (storage-deletion-queue.ts, docs/storage.md). Written in the same transaction as
 * the rows that stop pointing at the files, so the files go exactly when that change commits.
 */
@Entity('storage_deletions')
export class StorageDeletion {
  @PrimaryGeneratedColumn() id!: number;

  /** The deletion that queued this row; the request drains its own batch right after the commit. */
  @Index('IDX_storage_deletions_batch') @Column({ type: 'varchar', length: 36 }) batch!: string;

  /** A storage key, or a prefix ending in "/" when `isPrefix`. */
  @Column({ type: 'varchar', length: 255 }) storageKey!: string;

  @Column({ type: 'boolean', default: false }) isPrefix!: boolean;

  /**
   * Milliseconds since the epoch, when the row was queued. A prefix deletes only objects stored
   * no later than this, never files a later account with the same id stored meanwhile.
   */
  @Column({ type: 'bigint', transformer: epochMs }) requestedAt!: number;

  /** Drain attempts that failed (storage unreachable); the periodic job keeps trying. */
  @Column({ type: 'int', default: 0 }) attempts!: number;

  @Column({ type: 'varchar', length: 500, nullable: true }) lastError!: string | null;
}

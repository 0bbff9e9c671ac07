import { Column, Entity, PrimaryColumn } from 'typeorm';

const bigintNumber = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null ? null : Number(v)) };

/** Where a background copy stands (null: the last export was streamed straight to the browser). */
export const EXPORT_BUILD_STATUSES = ['preparing', 'ready', 'failed', 'expired'] as const;
export type ExportBuildStatus = (typeof EXPORT_BUILD_STATUSES)[number];

/**
 * One row per user: when they last started a data export (one an hour, claimed atomically so it
 * holds on every instance) and, for a large account, the copy built in the background.
 */
@Entity('data_exports')
export class DataExport {
  @PrimaryColumn({ type: 'int' })
  userId!: number;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string | number) => Number(v) } })
  lastStartedAt!: number;

  @Column({ type: 'varchar', length: 16, nullable: true })
  status!: ExportBuildStatus | null;

  /** The built ZIP in the file storage (exports/<userId>/<uuid>) while it is ready. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  storageKey!: string | null;

  /** SHA-256 of the mail link's token; the token itself is only in the mail. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash!: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  sizeBytes!: number | null;

  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  readyAt!: number | null;

  /** The link and the stored copy end here (24 hours after readyAt). */
  @Column({ type: 'bigint', nullable: true, transformer: bigintNumber })
  expiresAt!: number | null;

  /** Builds started for the current request; a crashed build is retried up to EXPORT_MAX_ATTEMPTS. */
  @Column({ type: 'int', default: 0 })
  attempts!: number;
}

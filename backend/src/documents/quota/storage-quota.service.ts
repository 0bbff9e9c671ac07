import { runWriteTransaction } from '../../database/write-transaction';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConflictError } from '../../common/errors/domain-error';
import { GONE_MEANWHILE } from '../../common/filters/http-exception.filter';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ORPHAN_GRACE_MS } from '../../storage/orphan-file-sweeper';
import { MAX_REQUEST_BYTES } from '../upload/upload-limits.constants';

/** What a client business has stored and may store. */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

/**
 * Bytes a client business has stored, as one SQL expression taking the business id twice: its
 * documents and the proofs of payment on its invoices. The one home of what counts against the
 * quota.
 */
const USED_BYTES_SQL =
  '((SELECT COALESCE(SUM(fileSize), 0) FROM documents WHERE documents.businessId = ?) + ' +
  '(SELECT COALESCE(SUM(proofSize), 0) FROM invoices WHERE invoices.businessId = ?))';

/** Multipart framing around the files (boundaries, part headers, text fields): not counted against the quota. */
const MULTIPART_ALLOWANCE = 64 * 1024;

/** "1.2 GB", "2 GB", "350 MB": binary units, as the quota is set in MiB; one decimal only when it says something. */
export function formatStorage(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${stripZero(gb.toFixed(1))} GB`;
  const mb = bytes / 1024 ** 2;
  if (mb >= 1) return `${stripZero(mb.toFixed(mb < 10 ? 1 : 0))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

const stripZero = (s: string) => s.replace(/\.0$/, '');

/** The 413 for an upload that does not fit, naming the limit and what is used. */
export function quotaExceeded(usage: StorageUsage): HttpException {
  return new HttpException(
    {
      statusCode: HttpStatus.PAYLOAD_TOO_LARGE,
      message:
        `This upload would go over your storage space of ${formatStorage(usage.quotaBytes)} ` +
        `(${formatStorage(usage.usedBytes)} used). Please delete documents you no longer need, or contact us for more space.`,
    },
    HttpStatus.PAYLOAD_TOO_LARGE,
  );
}

/** An upload's share of the quota, held from before its first byte is stored until it ends. */
export interface QuotaReservation {
  /** File bytes this upload may store; the reader stops with `exceeded()` once its files pass it. */
  bytes: number;
  exceeded: () => HttpException;
  /** Gives the reserved bytes back: once the upload's rows are committed (they count from then on) or it failed. */
  release: () => Promise<void>;
}

/**
 * A reservation not given back within this long is treated as left behind by a process that died
 * mid-upload, and lapses. No request lives that long (server-limits' requestTimeout), and it is
 * the grace the orphan sweeper gives uploads in flight.
 */
export const RESERVATION_LAPSE_MS = ORPHAN_GRACE_MS;

/**
 * Per-business storage quota (CLIENT_STORAGE_QUOTA_MB, 2,048 by default): documents and proofs of
 * payment together (docs/security.md). Checked before a byte is stored: an upload reserves its
 * declared length with one conditional UPDATE of the client's `storage_usage` row, which succeeds
 * only if what is stored plus every reservation still open plus this one fits. The database
 * serialises those updates, so uploads racing on any number of instances cannot together pass the
 * quota. An upload without a declared length reserves what is left (up to MAX_REQUEST_BYTES).
 */
@Injectable()
export class StorageQuotaService {
  private readonly mysql: boolean;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.mysql = dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb';
  }

  private get quotaBytes(): number {
    return this.config.clientStorageQuotaMB * 1024 * 1024;
  }

  /** What the client has stored (not counting uploads in progress). */
  async usage(businessId: number): Promise<StorageUsage> {
    const rows = (await this.dataSource.query(`SELECT ${USED_BYTES_SQL} AS used`, [businessId, businessId])) as Array<{
      used: string | number | null;
    }>;
    return { usedBytes: Number(rows[0]?.used ?? 0), quotaBytes: this.quotaBytes };
  }

  /**
   * Throws 413 when this upload cannot fit; otherwise reserves room for it. `declaredBytes`: the
   * request's Content-Length, NaN when it has none.
   */
  async reserve(businessId: number, declaredBytes: number, now = Date.now()): Promise<QuotaReservation> {
    let amount: number;
    let need: number;
    if (Number.isFinite(declaredBytes)) {
      // The whole body is reserved (its files can be no larger); the framing is not counted when judging the fit.
      amount = Math.max(0, Math.floor(declaredBytes));
      need = Math.max(0, amount - MULTIPART_ALLOWANCE);
    } else {
      const usage = await this.usage(businessId);
      amount = need = Math.min(MAX_REQUEST_BYTES, usage.quotaBytes - usage.usedBytes);
      if (amount <= 0) throw quotaExceeded(usage);
    }
    return this.reserveBytes(businessId, amount, need, now);
  }

  /** Reserves room for a file already in memory (a proof of payment): exactly its size. */
  reserveFile(businessId: number, bytes: number, now = Date.now()): Promise<QuotaReservation> {
    return this.reserveBytes(businessId, bytes, bytes, now);
  }

  private async reserveBytes(businessId: number, amount: number, need: number, now: number): Promise<QuotaReservation> {
    const heldByOthers = await this.hold(businessId, amount, need, this.quotaBytes, now);
    if (heldByOthers === null) {
      // On MariaDB the business can close between the usage row's insert and the update, which
      // then finds no row: that is the business gone meanwhile (409, as SQLite's foreign-key
      // refusal answers), not a full quota.
      const [business] = (await this.dataSource.query('SELECT id FROM client_businesses WHERE id = ?', [businessId])) as unknown[];
      if (!business) throw new ConflictError('storage.business_gone', GONE_MEANWHILE);
      throw quotaExceeded(await this.usage(businessId));
    }
    const usage = await this.usage(businessId);
    let released = false;
    return {
      // Files may not pass what is left once the stored bytes and every earlier reservation are counted.
      bytes: Math.min(amount, usage.quotaBytes - usage.usedBytes - heldByOthers),
      exceeded: () => quotaExceeded(usage),
      release: async () => {
        if (released) return;
        released = true;
        await this.dataSource.query(
          `UPDATE storage_usage SET reservedBytes = CASE WHEN reservedBytes > ? THEN reservedBytes - ? ELSE 0 END WHERE businessId = ?`,
          [amount, amount, businessId],
        );
      },
    };
  }

  /**
   * One conditional UPDATE: adds `amount` to the client's reservations if the stored bytes, the
   * reservations still open and `need` fit in the quota. Returns what the other reservations held,
   * or null when it does not fit. A count whose lapse time has passed starts again from zero.
   */
  private async hold(businessId: number, amount: number, need: number, quota: number, now: number): Promise<number | null> {
    const until = now + RESERVATION_LAPSE_MS;
    const open = 'CASE WHEN reservedUntil < ? THEN 0 ELSE reservedBytes END';
    // Assignments run left to right on MySQL: reservedBytes reads the old reservedUntil.
    const update =
      `UPDATE storage_usage SET reservedBytes = ${open} + ?, reservedUntil = ? ` +
      `WHERE businessId = ? AND ${open} + ? + ${USED_BYTES_SQL} <= ?`;
    const params = [now, amount, until, businessId, now, need, businessId, businessId, quota];
    if (!this.mysql) {
      // A parent row gone meanwhile (the business closed) fails here with a foreign-key error: 409.
      await this.dataSource.query('INSERT INTO storage_usage (businessId) VALUES (?) ON CONFLICT(businessId) DO NOTHING', [businessId]);
      const rows = (await this.dataSource.query(`${update} RETURNING reservedBytes`, params)) as Array<{ reservedBytes: number | string }>;
      return rows.length ? Number(rows[0].reservedBytes) - amount : null;
    }
    await this.dataSource.query('INSERT INTO storage_usage (businessId) VALUES (?) ON DUPLICATE KEY UPDATE businessId = businessId', [
      businessId,
    ]);
    // The update's read of the client's documents takes shared locks; a deadlock with an upload
    // committing runs it again (docs/write-transactions.md).
    return runWriteTransaction(this.dataSource, async (m) => {
      const result = (await m.query(update, params)) as { affectedRows: number };
      if (!result.affectedRows) return null;
      // Read back under the row lock the update holds until commit.
      const rows = (await m.query('SELECT reservedBytes FROM storage_usage WHERE businessId = ?', [businessId])) as Array<{
        reservedBytes: number | string;
      }>;
      return Number(rows[0].reservedBytes) - amount;
    });
  }
}

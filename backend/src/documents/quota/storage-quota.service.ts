import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Document } from '../document.entity';

/** What a client has stored and may store. */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

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

/**
 * Per-client storage quota (CLIENT_STORAGE_QUOTA_MB, 2,048 by default). Checked before a byte is
 * stored: an upload whose declared length cannot fit is refused unread, and the reader stops and
 * discards as soon as the files it is storing pass what is left.
 */
@Injectable()
export class StorageQuotaService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async usage(userId: number): Promise<StorageUsage> {
    const row = await this.dataSource
      .getRepository(Document)
      .createQueryBuilder('d')
      .select('COALESCE(SUM(d.fileSize), 0)', 'used')
      .where('d.userId = :userId', { userId })
      .getRawOne<{ used: string | number }>();
    return { usedBytes: Number(row?.used ?? 0), quotaBytes: this.config.clientStorageQuotaMB * 1024 * 1024 };
  }

  /**
   * Throws 413 when this upload cannot fit; otherwise returns how many file bytes it may store,
   * with the error to stop with once they are passed. `declaredBytes`: the request's
   * Content-Length, NaN when it has none.
   */
  async room(userId: number, declaredBytes: number): Promise<{ bytes: number; exceeded: () => HttpException }> {
    const usage = await this.usage(userId);
    const left = usage.quotaBytes - usage.usedBytes;
    const declared = declaredBytes;
    if (left <= 0 || (Number.isFinite(declared) && declared - MULTIPART_ALLOWANCE > left)) throw quotaExceeded(usage);
    return { bytes: left, exceeded: () => quotaExceeded(usage) };
  }
}

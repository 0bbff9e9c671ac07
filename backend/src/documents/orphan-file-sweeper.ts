import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { FILE_STORAGE, FileStorage } from '../storage/file-storage';
import { DOCUMENTS_PREFIX, INVOICE_PROOFS_PREFIX } from '../storage/storage-keys';
import { Invoice } from '../billing/entities/invoice.entity';
import { Document } from './document.entity';

/** Stored files younger than this may belong to an upload still in progress: never swept. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const LOOKUP_CHUNK = 500;

/**
 * Deletes stored document files that no document row points at, and proof-of-payment files that
 * no invoice points at (one replaced while its process died before deleting it). An upload stores its files before
 * it writes their rows, and deletes them again if anything fails; only a process that dies in
 * between (or a storage outage outlasting the interceptor's delete retries) leaves such a file.
 * Nobody can reach it, but it is a client's data kept without purpose, so it goes. Safe with
 * several instances: deleting twice is harmless, and the grace period keeps uploads in flight.
 */
@Injectable()
export class OrphanFileSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(OrphanFileSweeper.name);
  private timer?: NodeJS.Timeout;
  private firstRun?: NodeJS.Timeout;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectRepository(Document) private readonly documents: Repository<Document>,
    @InjectRepository(Invoice) private readonly invoices: Repository<Invoice>,
  ) {}

  onApplicationBootstrap(): void {
    const run = () =>
      void this.sweep().catch((err: unknown) =>
        this.logger.warn(`Orphan sweep failed: ${err instanceof Error ? err.message : String(err)}`),
      );
    // Not awaited: start-up never waits on a listing of the whole bucket.
    this.firstRun = setTimeout(run, 30_000);
    this.firstRun.unref();
    this.timer = setInterval(run, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearTimeout(this.firstRun);
    clearInterval(this.timer);
  }

  /** Deletes unreferenced files older than the grace period (documents and proofs of payment); returns how many went. */
  async sweep(now: number = Date.now()): Promise<number> {
    const removed =
      (await this.sweepPrefix(DOCUMENTS_PREFIX, now, async (keys) =>
        (await this.documents.find({ select: { storageKey: true }, where: { storageKey: In(keys) } })).map((d) => d.storageKey),
      )) +
      (await this.sweepPrefix(INVOICE_PROOFS_PREFIX, now, async (keys) =>
        (await this.invoices.find({ select: { id: true, proofKey: true }, where: { proofKey: In(keys) } })).map((i) => i.proofKey),
      ));
    if (removed > 0) this.logger.warn(`Deleted ${removed} stored file(s) that no document or invoice referenced`);
    return removed;
  }

  private async sweepPrefix(prefix: string, now: number, referencedOf: (keys: string[]) => Promise<Array<string | null>>): Promise<number> {
    const candidates = (await this.storage.listObjects(prefix)).filter((o) => now - o.lastModified.getTime() > ORPHAN_GRACE_MS);
    let removed = 0;
    for (let i = 0; i < candidates.length; i += LOOKUP_CHUNK) {
      const keys = candidates.slice(i, i + LOOKUP_CHUNK).map((o) => o.key);
      const referenced = new Set(await referencedOf(keys));
      for (const key of keys) {
        if (referenced.has(key)) continue;
        await this.storage.delete(key);
        removed += 1;
      }
    }
    return removed;
  }
}

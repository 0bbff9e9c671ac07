import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { FILE_STORAGE, FileStorage } from './file-storage';
import { FileReferenceRegistry } from './file-references';

/** Stored files younger than this may belong to an upload still in progress: never swept. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const LOOKUP_CHUNK = 500;

/**
 * Deletes stored files that their owner no longer points at: under each prefix a module registered
 * a FileReferenceSource for (documents: document files, message attachments included; billing:
 * proofs of payment, one replaced while its process died before deleting it). An upload stores its files before
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
    private readonly references: FileReferenceRegistry,
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

  /** Deletes unreferenced files older than the grace period under every registered prefix; returns how many went. */
  async sweep(now: number = Date.now()): Promise<number> {
    let removed = 0;
    for (const source of this.references.sources())
      removed += await this.sweepPrefix(source.prefix, now, (keys) => source.referenced(keys));
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

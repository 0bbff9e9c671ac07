import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SchedulerLeaseService } from '../common/scheduling/scheduler-lease.service';
import { FILE_STORAGE, FileStorage } from './file-storage';
import { StorageDeletion } from './storage-deletion.entity';

const LEASE = 'storage-deletions';
const LEASE_MS = 10 * 60_000;
const EVERY_MS = 5 * 60_000;
/** The first periodic pass after start-up: whatever a process that died before draining left behind. */
const FIRST_PASS_MS = 30_000;
const BATCH = 100;

/**
 * Deletes stored files only once the database change that stops pointing at them has committed
 * (docs/storage.md). Deleting first and committing after lost files whenever the transaction then
 * rolled back (a deadlock, a crash): the rows survived and their files did not. So the files to
 * delete are written to `storage_deletions` inside the same transaction as that change; they go
 * when it commits and stay queued, with their files, when it rolls back. The request that queued
 * them drains its own batch right after the commit; a periodic job, on one instance at a time
 * (the scheduler lease), drains whatever a crash or a storage outage left. Draining is
 * idempotent: deleting a missing file is no error, and two drains of the same row are harmless.
 */
@Injectable()
export class StorageDeletionQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StorageDeletionQueue.name);
  private timer?: NodeJS.Timeout;
  private firstPass?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly leases: SchedulerLeaseService,
  ) {}

  onApplicationBootstrap(): void {
    const run = () => void this.runOnce();
    this.firstPass = setTimeout(run, FIRST_PASS_MS);
    this.firstPass.unref();
    this.timer = setInterval(run, EVERY_MS);
    // The job alone must not keep a finished process (a CLI, a test) alive.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.firstPass);
    clearInterval(this.timer);
  }

  /** A new batch name for one change's deletions. */
  newBatch(): string {
    return randomUUID();
  }

  /** Queues these files, inside the caller's transaction. */
  async enqueueKeys(m: EntityManager, batch: string, keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const requestedAt = Date.now();
    await m.insert(
      StorageDeletion,
      keys.map((storageKey) => ({ batch, storageKey, isPrefix: false, requestedAt, attempts: 0, lastError: null })),
    );
  }

  /**
   * Queues the files named by a column of other rows (`SELECT <column> FROM <table> WHERE ...`),
   * inside the caller's transaction. One INSERT ... SELECT: it reads the rows as committed now, on
   * MariaDB under lock, so no row written before this statement is missed.
   */
  async enqueueSelected(
    m: EntityManager,
    batch: string,
    select: { column: string; from: string; where: string; params: unknown[] },
  ): Promise<void> {
    await m.query(
      `INSERT INTO storage_deletions (batch, storageKey, isPrefix, requestedAt, attempts) SELECT ?, ${select.column}, 0, ?, 0 FROM ${select.from} WHERE ${select.where}`,
      [batch, Date.now(), ...select.params],
    );
  }

  /** Queues every file under `prefix` stored up to now, inside the caller's transaction. */
  async enqueuePrefix(m: EntityManager, batch: string, prefix: string): Promise<void> {
    await m.insert(StorageDeletion, { batch, storageKey: prefix, isPrefix: true, requestedAt: Date.now(), attempts: 0, lastError: null });
  }

  /**
   * Deletes the queued files (of one batch, or all) and their rows; returns how many rows were
   * done. A row whose files could not be deleted stays, with the error, for the next pass.
   */
  async drain(batch?: string): Promise<number> {
    const repo = this.dataSource.getRepository(StorageDeletion);
    let done = 0;
    let afterId = 0;
    for (;;) {
      const rows = await repo
        .createQueryBuilder('d')
        .where('d.id > :afterId', { afterId })
        .andWhere(batch === undefined ? '1 = 1' : 'd.batch = :batch', { batch })
        .orderBy('d.id', 'ASC')
        .limit(BATCH)
        .getMany();
      if (rows.length === 0) return done;
      for (const row of rows) {
        afterId = row.id;
        try {
          await this.deleteFiles(row);
          await repo.delete({ id: row.id });
          done += 1;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          this.logger.warn(`Could not delete ${row.storageKey} yet (${message}); kept in the queue`);
          await repo.update({ id: row.id }, { attempts: row.attempts + 1, lastError: message.slice(0, 500) });
        }
      }
    }
  }

  private async deleteFiles(row: StorageDeletion): Promise<void> {
    if (!row.isPrefix) return this.storage.delete(row.storageKey);
    for (const object of await this.storage.listObjects(row.storageKey)) {
      if (object.lastModified.getTime() <= row.requestedAt) await this.storage.delete(object.key);
    }
  }

  /** One periodic pass, on the instance holding the lease; tests call it directly. */
  async runOnce(): Promise<void> {
    try {
      await this.leases.runExclusive(LEASE, LEASE_MS, async () => {
        const done = await this.drain();
        if (done > 0) this.logger.log(`Deleted the stored files of ${done} queued deletion(s)`);
      });
    } catch (err) {
      this.logger.warn(`Storage deletion pass failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

import { Worker } from 'node:worker_threads';
import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/*
 * SQLite's write-ahead log is copied back into the database file by a checkpoint. By default the
 * connection that commits runs one whenever the log passes 1,000 pages, inside that COMMIT: on
 * Node's one thread, a request pays for copying four megabytes and syncing the database file,
 * and every commit pays a share of it (measured: docs/performance.md, "Checkpoints off the
 * request path"). Here a worker thread with a connection of its own runs the checkpoints, and the
 * application's connection does none (`wal_autocheckpoint = 0`). Durability is unchanged: every
 * COMMIT still syncs the log (synchronous = FULL, decision 0023); a checkpoint only moves what is
 * already safe in the log into the main file. Readers and writers are not blocked by a PASSIVE
 * checkpoint, which copies what no reader still needs and leaves the rest for the next pass.
 *
 * If the worker cannot start or stops on its own, the connection goes back to checkpointing
 * itself, so the log never grows without bound.
 */

/** Between two passes. At a few hundred enquiries a second the log grows by a few megabytes in this time. */
export const CHECKPOINT_INTERVAL_MS = 200;
/** SQLite's default, restored when the worker is not running. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;

/** The worker's whole program. Plain JavaScript: it runs as-is from the build and under the tests. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
let last = '';
const pass = () => {
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    // Only what changed: an idle application's thread is not woken five times a second for nothing.
    const now = row.busy + '/' + row.log + '/' + row.checkpointed;
    if (now !== last) parentPort.postMessage({ type: 'pass', busy: row.busy, log: row.log, checkpointed: row.checkpointed });
    last = now;
  } catch (err) {
    parentPort.postMessage({ type: 'failed', message: String(err && err.message ? err.message : err) });
  }
};
const timer = setInterval(pass, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  pass();
  db.close();
  parentPort.close();
});
parentPort.postMessage({ type: 'ready' });
`;

/** What one checkpoint pass reported: frames in the log, and how many of them are now in the file. */
export interface CheckpointPass {
  busy: number;
  log: number;
  checkpointed: number;
}

type WorkerMessage = ({ type: 'pass' } & CheckpointPass) | { type: 'failed'; message: string } | { type: 'ready' };

/** The native connection TypeORM's better-sqlite3 driver holds. */
interface NativeSqlite {
  pragma(source: string): unknown;
}

/**
 * The application's provider (database.module.ts): started with the module, stopped before TypeORM
 * closes the connection, so the last connection to close is the application's. Nothing on MariaDB.
 */
@Injectable()
export class SqliteCheckpointer implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(SqliteCheckpointer.name);
  private worker: Worker | undefined;
  private lastFailure = '';
  /** Called after each pass that found the log changed, for tests. */
  onPass: ((pass: CheckpointPass) => void) | undefined;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    // Not awaited: until the worker is up, the connection checkpoints by itself as SQLite does by default.
    void this.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /**
   * Starts the worker. Resolves once it has its connection and the application's has stopped
   * checkpointing (or has kept doing so because the worker could not start); the application does
   * not wait for that (a worker takes tens of milliseconds to boot), it checkpoints as before until then.
   */
  start(): Promise<void> {
    const file = this.dataSource.options.database;
    if (this.dataSource.options.type !== 'better-sqlite3' || typeof file !== 'string' || file === ':memory:') return Promise.resolve();
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver: require.resolve('better-sqlite3'), file, intervalMs: CHECKPOINT_INTERVAL_MS },
    });
    this.worker = worker;
    // The worker alone must not keep a finished process alive.
    worker.unref();
    return new Promise<void>((resolve) => {
      worker.on('message', (message: WorkerMessage) => {
        if (message.type !== 'ready') {
          this.received(message);
          return;
        }
        if (this.worker === worker) this.setAutocheckpoint(0);
        resolve();
      });
      worker.on('error', (err) => this.logger.error(`The checkpoint worker failed: ${err.message}`));
      worker.on('exit', () => {
        resolve();
        if (this.worker !== worker) return; // stopped on purpose
        this.worker = undefined;
        this.setAutocheckpoint(SQLITE_DEFAULT_AUTOCHECKPOINT);
        this.logger.error('The checkpoint worker stopped; the connection checkpoints by itself again');
      });
    });
  }

  /** Runs a last pass, closes the worker's connection and gives the checkpoints back to the application's. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    // Held again until it has closed its connection: a process that is only waiting for this must not end first.
    worker.ref();
    worker.postMessage('stop');
    await exited;
    this.setAutocheckpoint(SQLITE_DEFAULT_AUTOCHECKPOINT);
  }

  private received(message: WorkerMessage): void {
    if (message.type === 'pass') {
      this.lastFailure = '';
      this.onPass?.(message);
      return;
    }
    if (message.type !== 'failed') return;
    // A pass can fail while the file is briefly locked; say so once per kind of failure, not at every pass.
    if (message.message !== this.lastFailure) this.logger.warn(`A checkpoint pass failed: ${message.message}`);
    this.lastFailure = message.message;
  }

  /** On the application's connection, if it is still open (a test may close it first). */
  private setAutocheckpoint(pages: number): void {
    if (!this.dataSource.isInitialized) return;
    const native = (this.dataSource.driver as unknown as { databaseConnection: NativeSqlite }).databaseConnection;
    native.pragma(`wal_autocheckpoint = ${pages}`);
  }
}

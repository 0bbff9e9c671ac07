import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';
import { SqliteCheckpointer, type CheckpointPass } from './sqlite-checkpointer';

/** The application's connection as the app opens it: WAL, a real file. */
async function openApp(file: string): Promise<DataSource> {
  const dataSource = new DataSource({
    type: 'better-sqlite3',
    database: file,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
    },
  });
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  // The empty table into the file itself, so what follows is only the notes.
  await dataSource.query('PRAGMA wal_checkpoint(TRUNCATE)');
  return dataSource;
}

const autocheckpoint = async (dataSource: DataSource) =>
  Number(((await dataSource.query('PRAGMA wal_autocheckpoint')) as Array<{ wal_autocheckpoint: number }>)[0].wal_autocheckpoint);

/** Rows in the database file alone, without its log: what a checkpoint has copied there. */
async function rowsInMainFile(dir: string, file: string): Promise<number> {
  const copy = join(dir, 'main-only.sqlite');
  copyFileSync(file, copy);
  const reader = new DataSource({ type: 'better-sqlite3', database: copy, readonly: true });
  await reader.initialize();
  try {
    return Number(((await reader.query('SELECT count(*) AS n FROM notes')) as Array<{ n: number }>)[0].n);
  } finally {
    await reader.destroy();
  }
}

/**
 * docs/performance.md, "Checkpoints off the request path": the write-ahead log is copied into the
 * database file by a worker thread, never inside one of the application's commits.
 */
describe('SqliteCheckpointer on a real SQLite file', () => {
  let dir: string;
  let file: string;
  let dataSource: DataSource;
  let checkpointer: SqliteCheckpointer;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'checkpoint-'));
    file = join(dir, 'db.sqlite');
    dataSource = await openApp(file);
    checkpointer = new SqliteCheckpointer(dataSource);
  });

  afterEach(async () => {
    await checkpointer.stop();
    if (dataSource.isInitialized) await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("takes the checkpoints off the application's connection and copies its commits into the file", async () => {
    expect(await autocheckpoint(dataSource)).toBe(1000);
    await checkpointer.start();
    expect(await autocheckpoint(dataSource)).toBe(0);

    // 1,200 commits of a page or more: past the 1,000 pages at which the connection would have
    // checkpointed inside one of them.
    for (let i = 0; i < 1200; i++) await dataSource.query('INSERT INTO notes (text) VALUES (?)', ['x'.repeat(4000)]);

    // A pass reported now may have run while the inserts were still being written (its message
    // waited behind them) and saw a shorter log; wait for a caught-up pass whose file has them all.
    let checking = Promise.resolve();
    const caughtUp = await new Promise<CheckpointPass>((resolve) => {
      checkpointer.onPass = (pass) => {
        if (pass.log === 0 || pass.checkpointed !== pass.log) return;
        checking = checking.then(async () => {
          if ((await rowsInMainFile(dir, file)) === 1200) resolve(pass);
        });
      };
    });
    checkpointer.onPass = undefined;
    await checking;
    expect(caughtUp.log).toBeGreaterThanOrEqual(1200);
    expect(await rowsInMainFile(dir, file)).toBe(1200);
  });

  it('without the worker the connection does not checkpoint, so the file alone lacks the commits', async () => {
    // The control for the test above: the same writes with checkpoints off and no worker.
    await dataSource.query('PRAGMA wal_autocheckpoint = 0');
    for (let i = 0; i < 1200; i++) await dataSource.query('INSERT INTO notes (text) VALUES (?)', ['x'.repeat(4000)]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await rowsInMainFile(dir, file)).toBe(0);
  });

  it('gives the checkpoints back to the connection when stopped, after a last pass', async () => {
    await checkpointer.start();
    await dataSource.query('INSERT INTO notes (text) VALUES (?)', ['last']);
    await checkpointer.stop();
    expect(await autocheckpoint(dataSource)).toBe(1000);
    expect(await rowsInMainFile(dir, file)).toBe(1);
  });

  it('gives the checkpoints back to the connection if the worker stops on its own', async () => {
    await checkpointer.start();
    const worker = (checkpointer as unknown as { worker: Worker }).worker;
    const exited = new Promise((r) => worker.once('exit', r));
    await worker.terminate();
    await exited;
    expect(await autocheckpoint(dataSource)).toBe(1000);
  });

  it('starts no worker for a database in memory', async () => {
    const memory = new DataSource({ type: 'better-sqlite3', database: ':memory:' });
    await memory.initialize();
    const none = new SqliteCheckpointer(memory);
    await none.start();
    expect((none as unknown as { worker: Worker | undefined }).worker).toBeUndefined();
    await memory.destroy();
  });
});

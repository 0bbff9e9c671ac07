import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { runWriteTransaction } from './write-transaction';

@Entity('notes')
class Note {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column()
  text!: string;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * SQLite through TypeORM's better-sqlite3 driver, a real file: one connection per process, so a
 * transaction TypeORM opens by itself (a repository's save) or one started by work that outlived
 * the transaction it was scheduled from must never interleave with a queued one
 * (docs/write-transactions.md, "SQLite").
 */
describe('runWriteTransaction on a real SQLite file', () => {
  let dir: string;
  let dataSource: DataSource;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'write-tx-'));
    dataSource = new DataSource({ type: 'better-sqlite3', database: join(dir, 'db.sqlite'), entities: [Note], synchronize: true });
    await dataSource.initialize();
  });

  afterEach(async () => {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Another connection's write: fails with "database is locked" while this one holds a transaction open. */
  async function writeFromOutside(): Promise<void> {
    const other = new DataSource({ type: 'better-sqlite3', database: join(dir, 'db.sqlite'), timeout: 200 });
    await other.initialize();
    try {
      await other.query("INSERT INTO notes (text) VALUES ('outside')");
    } finally {
      await other.destroy();
    }
  }

  it('work scheduled inside a transaction body that runs after it committed is a transaction of its own, queued', async () => {
    let release!: () => void;
    const committed = new Promise<void>((r) => (release = r));
    let handler!: Promise<unknown>;
    await runWriteTransaction(dataSource, async (m) => {
      await m.insert(Note, { text: 'first' });
      // As a domain event's handler does: scheduled from inside the body, run once it has committed.
      handler = committed.then(() =>
        runWriteTransaction(dataSource, async (h) => {
          await h.insert(Note, { text: 'handler' });
          await pause(5);
        }),
      );
    });
    // Another request's transaction starts in the same moment as the handler's.
    release();
    const other = runWriteTransaction(dataSource, async (o) => {
      await o.insert(Note, { text: 'other' });
      await pause(5);
    });
    const results = await Promise.allSettled([handler, other]);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await dataSource.getRepository(Note).find()).map((n) => n.text).sort()).toEqual(['first', 'handler', 'other']);
    await expect(writeFromOutside()).resolves.toBeUndefined();
  });

  it("a transaction opened with a body's manager is part of that body's: it commits and rolls back with it", async () => {
    await runWriteTransaction(dataSource, async (m) => {
      await m.insert(Note, { text: 'outer' });
      await runWriteTransaction(m, (inner) => inner.insert(Note, { text: 'inner' }));
    });
    await expect(
      runWriteTransaction(dataSource, async (m) => {
        await runWriteTransaction(m, (inner) => inner.insert(Note, { text: 'lost' }));
        throw new Error('the outer body fails after the inner one ended');
      }),
    ).rejects.toThrow('the outer body fails');
    expect((await dataSource.getRepository(Note).find()).map((n) => n.text).sort()).toEqual(['inner', 'outer']);
  });

  it("a repository's own save does not interleave with queued transactions", async () => {
    const repo = dataSource.getRepository(Note);
    const work: Array<Promise<unknown>> = [];
    for (let n = 0; n < 8; n++) {
      work.push(
        runWriteTransaction(dataSource, async (m) => {
          await m.insert(Note, { text: `queued ${n}` });
          await pause(2);
          await m.insert(Note, { text: `queued ${n} again` });
        }),
      );
      work.push(repo.save(repo.create({ text: `saved ${n}` })));
    }
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await repo.count()).toBe(24);
    await expect(writeFromOutside()).resolves.toBeUndefined();
  });
});

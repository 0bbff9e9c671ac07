import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Column, CreateDateColumn, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { createDataSource } from './data-source-options';
import { insertedId } from './inserted-id';
import { insertRows } from './insert-rows';

const epochMs = { to: (v: Date | null) => (v ? v.getTime() : v), from: (v: unknown) => (v == null ? null : new Date(Number(v))) };

@Entity('samples')
class Sample {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  label!: string;

  @Column({ type: 'boolean', default: false })
  flag!: boolean;

  @Column({ type: 'bigint', transformer: epochMs })
  dueAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  seenAt!: Date | null;

  @Column({ type: 'simple-json', nullable: true })
  extra!: { a: number } | null;

  @Column({ type: 'int', nullable: true })
  count!: number | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/**
 * insertRows against TypeORM's query builder on a real SQLite file, through the app's own data
 * source set-up (bound integers): what one stores, the other stores, type for type.
 */
describe('insertRows on a real SQLite file', () => {
  let dir: string;
  let dataSource: DataSource;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'insert-rows-'));
    dataSource = createDataSource({ type: 'better-sqlite3', database: join(dir, 'db.sqlite'), entities: [Sample], synchronize: true });
    await dataSource.initialize();
  });

  afterEach(async () => {
    await dataSource.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const stored = (id: number) =>
    dataSource.query(
      'SELECT label, typeof(label) tl, flag, typeof(flag) tf, dueAt, typeof(dueAt) td, seenAt, extra, count, typeof(count) tc, status, typeof(createdAt) tcr FROM samples WHERE id = ?',
      [id],
    ) as Promise<unknown[]>;

  it('stores what the query builder stores, and answers the generated id', async () => {
    const row = {
      label: 'Ms Ndlovu',
      flag: true,
      dueAt: new Date('2026-11-28T10:15:30.123Z'),
      seenAt: new Date('2026-11-27T08:00:00Z'),
      extra: { a: 1 },
      count: 7,
    };
    const viaBuilder = await dataSource.createQueryBuilder().insert().into(Sample).values(row).updateEntity(false).execute();
    const viaRows = insertedId(await insertRows(dataSource.manager, Sample, [row]));
    expect(viaRows).toBe(insertedId(viaBuilder.raw) + 1);
    const [a, b] = [await stored(insertedId(viaBuilder.raw)), await stored(viaRows)];
    expect(b).toEqual(a);
    expect(b).toEqual([
      expect.objectContaining({
        tl: 'text',
        flag: 1,
        tf: 'integer',
        dueAt: 1795860930123,
        td: 'integer',
        seenAt: '2026-11-27 08:00:00.000',
        extra: '{"a":1}',
        count: 7,
        tc: 'integer',
        status: 'pending',
        tcr: 'text',
      }),
    ]);
    const read = await dataSource.getRepository(Sample).findOneByOrFail({ id: viaRows });
    expect(read.dueAt.toISOString()).toBe('2026-11-28T10:15:30.123Z');
  });

  it('inserts several rows in one statement, the same text each time for the same shape', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `row ${i}`, dueAt: new Date(0), count: null }));
    const texts: string[] = [];
    const query = dataSource.manager.query.bind(dataSource.manager);
    jest
      .spyOn(dataSource.manager, 'query')
      .mockImplementation((sql: string, params?: unknown[] | object) => (texts.push(sql), query(sql, params as unknown[])));
    await insertRows(dataSource.manager, Sample, rows(3));
    await insertRows(dataSource.manager, Sample, rows(3));
    expect(texts).toHaveLength(2);
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toBe('INSERT INTO "samples" ("label", "dueAt", "count") VALUES (?, ?, ?), (?, ?, ?), (?, ?, ?)');
    expect(await dataSource.getRepository(Sample).count()).toBe(6);
  });

  it('refuses rows of different shapes, undefined values and properties that are not columns', async () => {
    const base = { label: 'a', dueAt: new Date(0) };
    await expect(insertRows(dataSource.manager, Sample, [base, { label: 'b', dueAt: new Date(0), count: 1 }])).rejects.toThrow(
      'every row must name label, dueAt',
    );
    await expect(insertRows(dataSource.manager, Sample, [{ ...base, count: undefined }])).rejects.toThrow('count is undefined');
    await expect(insertRows(dataSource.manager, Sample, [{ ...base, nope: 1 } as never])).rejects.toThrow('Sample has no column "nope"');
    expect(await dataSource.getRepository(Sample).count()).toBe(0);
  });
});

import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { createDataSource } from './data-source-options';
import type { DataSource } from 'typeorm';

@Entity('readings')
class Reading {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'bigint' })
  takenAtMs!: number;

  @Column({ type: 'varchar' })
  label!: string;

  @Column({ type: 'real' })
  value!: number;
}

/**
 * TypeORM's SQLite driver writes number parameters into the SQL text; createDataSource binds the
 * integers instead, so a statement's text is the same from call to call and is prepared once
 * (docs/performance.md, "Statements prepared once"). What SQLite stores and compares must not change.
 */
describe('integer parameters on SQLite (createDataSource)', () => {
  let dataSource: DataSource;

  beforeEach(async () => {
    dataSource = createDataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Reading], synchronize: true });
    await dataSource.initialize();
  });

  afterEach(() => dataSource.destroy());

  /** The SQL text TypeORM sends for each statement while `work` runs. */
  async function sqlOf(work: () => Promise<unknown>): Promise<string[]> {
    const logged = jest.spyOn(dataSource.logger, 'logQuery');
    try {
      await work();
      return logged.mock.calls.map(([q]) => q);
    } finally {
      logged.mockRestore();
    }
  }

  const insert = (takenAtMs: number, label = 'x', value = 1.5) =>
    dataSource.createQueryBuilder().insert().into(Reading).values({ takenAtMs, label, value }).updateEntity(false).execute();

  it('sends the same INSERT text whatever the integers, and binds them', async () => {
    const first = await sqlOf(() => insert(1_795_778_593_297));
    const second = await sqlOf(() => insert(1_795_778_593_300));
    expect(first).toEqual(second);
    expect(first.join('\n')).not.toContain('1795778593');
  });

  it('sends the same SELECT text for a different id', async () => {
    await insert(1);
    await insert(2);
    const find = (id: number) => dataSource.getRepository(Reading).findOneBy({ id });
    const [one, two] = [await sqlOf(() => find(1)), await sqlOf(() => find(2))];
    expect(one).toEqual(two);
  });

  it('stores and compares exactly as the number written into the text did', async () => {
    await insert(2 ** 53 - 1, '5', 2.25);
    const row = await dataSource
      .createQueryBuilder()
      .select('typeof(r.takenAtMs)', 'type')
      .addSelect('r.takenAtMs', 'takenAtMs')
      .addSelect('typeof(:five)', 'boundType')
      .addSelect('r.label = :five', 'textEqualsInteger')
      .addSelect('r.value = :quarter', 'realEquals')
      .from(Reading, 'r')
      .where('r.takenAtMs = :max', { max: 2 ** 53 - 1, five: 5, quarter: 2.25 })
      .getRawOne<Record<string, unknown>>();
    // An integer is an INTEGER; a varchar column holding '5' equals the integer 5 through its text
    // affinity, as it did when 5 was part of the text; a fraction keeps TypeORM's own handling.
    expect(row).toEqual({ type: 'integer', takenAtMs: 2 ** 53 - 1, boundType: 'integer', textEqualsInteger: 1, realEquals: 1 });
  });
});

import { DataSource } from 'typeorm';

/**
 * Undoes the latest migration, the one way the operator command and the tests do it.
 *
 * On SQLite, TypeORM switches foreign keys off for a revert only inside the revert's transaction,
 * where SQLite ignores the pragma (it applies outside transactions only). A down() that rebuilds a
 * parent table (TypeORM's way of adding, dropping or changing a column there: create a copy, copy
 * the rows, drop the old table) then deletes every child row through ON DELETE CASCADE: reverting a
 * change to `users` emptied business_members. Here the keys are off before the transaction begins,
 * and the rows are checked against them (PRAGMA foreign_key_check) before it commits; a revert that
 * would leave a broken reference rolls back instead. Applying migrations is not affected: TypeORM
 * switches the keys off before each migration's transaction there.
 */
export async function revertLastMigration(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'better-sqlite3') {
    await dataSource.undoLastMigration({ transaction: 'each' });
    return;
  }
  // SQLite has one connection: the migration executor's statements run in this transaction.
  const runner = dataSource.createQueryRunner();
  await runner.query('PRAGMA foreign_keys = OFF');
  try {
    await runner.startTransaction();
    try {
      await dataSource.undoLastMigration({ transaction: 'none' });
      const broken = (await runner.query('PRAGMA foreign_key_check')) as Array<{ table: string; parent: string }>;
      if (broken.length > 0) {
        const first = broken[0];
        throw new Error(
          `The revert would leave ${broken.length} row(s) referring to missing rows (first: ${first.table} -> ${first.parent}); nothing was changed.`,
        );
      }
      await runner.commitTransaction();
    } catch (err) {
      await runner.rollbackTransaction();
      throw err;
    }
  } finally {
    await runner.query('PRAGMA foreign_keys = ON');
    await runner.release();
  }
}

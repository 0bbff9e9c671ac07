import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, stringColumn } from './schema-helpers';

/**
 * The storage deletion queue (docs/storage.md): files to delete after the transaction that
 * queued them commits, drained by that request and by a periodic job.
 */
export class CreateStorageDeletions1765600000000 implements MigrationInterface {
  name = 'CreateStorageDeletions1765600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'storage_deletions',
        columns: [
          idColumn,
          stringColumn('batch', 36, false),
          stringColumn('storageKey', 255, false),
          { name: 'isPrefix', type: 'boolean', default: false },
          { name: 'requestedAt', type: 'bigint' },
          { name: 'attempts', type: 'int', default: 0 },
          stringColumn('lastError', 500),
        ],
        indices: [{ name: 'IDX_storage_deletions_batch', columnNames: ['batch'] }],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('storage_deletions');
  }
}

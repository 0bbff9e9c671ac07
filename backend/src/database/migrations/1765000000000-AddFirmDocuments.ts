import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { enumColumn, foreignKey } from './schema-helpers';

/**
 * Documents the firm publishes to a client live in `documents` beside the client's own archive
 * (docs/documents-and-requests.md, "Documents from the firm"): one storage layout, one quota, one
 * download policy, one deletion and one export for every file of a client. These columns tell
 * them apart and carry the publication's own state: who published it, whether the client is asked
 * to acknowledge it, and when the client read and acknowledged it.
 */
export class AddFirmDocuments1765000000000 implements MigrationInterface {
  name = 'AddFirmDocuments1765000000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumns('documents', [
      new TableColumn({ ...enumColumn(q, 'source', ['archive', 'firm'], 'archive') }),
      new TableColumn({ name: 'publishedBy', type: 'int', isNullable: true }),
      new TableColumn({ name: 'acknowledgementRequested', type: 'boolean', default: false }),
      new TableColumn({ name: 'readAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'acknowledgedAt', type: 'datetime', isNullable: true }),
    ]);
    await q.createForeignKey('documents', new TableForeignKey(foreignKey('publishedBy', 'users', 'SET NULL')));
    await q.createIndex('documents', new TableIndex({ name: 'IDX_documents_publishedBy', columnNames: ['publishedBy'] }));
    await q.createIndex('documents', new TableIndex({ name: 'IDX_documents_user_source', columnNames: ['userId', 'source'] }));
  }

  public async down(q: QueryRunner): Promise<void> {
    // The foreign key first: MariaDB will not drop an index a foreign key still uses.
    const table = await q.getTable('documents');
    const fk = table?.foreignKeys.find((k) => k.columnNames.length === 1 && k.columnNames[0] === 'publishedBy');
    if (fk) await q.dropForeignKey('documents', fk);
    await q.dropIndex('documents', 'IDX_documents_user_source');
    await q.dropIndex('documents', 'IDX_documents_publishedBy');
    for (const column of ['acknowledgedAt', 'readAt', 'acknowledgementRequested', 'publishedBy', 'source']) {
      await q.dropColumn('documents', column);
    }
  }
}

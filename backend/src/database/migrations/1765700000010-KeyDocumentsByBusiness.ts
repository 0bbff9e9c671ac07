import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { foreignKey } from './schema-helpers';

/**
 * Documents, document requests and the storage quota belong to the client business, not to the
 * account that uploaded (docs/client-businesses.md, docs/documents-and-requests.md).
 *
 * - `documents.businessId` names the business; it is filled from `userId`, because every client
 *   account became a business with the account's id (decision 0019). `userId` stays as the person
 *   who uploaded: nullable, and set to null when that person's account goes, so the business keeps
 *   its documents.
 * - `document_requests.clientId` keeps its name and now names the business (foreign key repointed,
 *   still ON DELETE CASCADE).
 * - `storage_usage` (the open quota reservations) is keyed by the business, and a staff member's
 *   waiting upload digest (`staff_upload_digest_items.clientId`) names the business.
 *
 * A row whose account is no business (a staff account: client routes never let staff upload, and
 * requests are only made to clients) could never be shown to anyone; it is deleted rather than
 * given to no business, and its file left for the orphan sweeper. None is expected.
 */
export class KeyDocumentsByBusiness1765700000010 implements MigrationInterface {
  name = 'KeyDocumentsByBusiness1765700000010';

  public async up(q: QueryRunner): Promise<void> {
    // documents: businessId from the owner's id, then the person's column becomes optional.
    await q.query('DELETE FROM documents WHERE userId NOT IN (SELECT id FROM client_businesses)');
    await q.addColumn('documents', new TableColumn({ name: 'businessId', type: 'int', isNullable: true }));
    await q.query('UPDATE documents SET businessId = userId');
    await q.changeColumn('documents', 'businessId', new TableColumn({ name: 'businessId', type: 'int', isNullable: false }));
    await dropForeignKeyOn(q, 'documents', 'userId');
    await q.changeColumn('documents', 'userId', new TableColumn({ name: 'userId', type: 'int', isNullable: true }));
    await q.createForeignKey('documents', new TableForeignKey(foreignKey('userId', 'users', 'SET NULL')));
    await q.createForeignKey('documents', new TableForeignKey(foreignKey('businessId', 'client_businesses', 'CASCADE')));
    await q.createIndex('documents', new TableIndex({ name: 'IDX_documents_businessId', columnNames: ['businessId'] }));
    await q.createIndex('documents', new TableIndex({ name: 'IDX_documents_business_source', columnNames: ['businessId', 'source'] }));

    // document_requests: clientId now names the business.
    await q.query('DELETE FROM document_requests WHERE clientId NOT IN (SELECT id FROM client_businesses)');
    await dropForeignKeyOn(q, 'document_requests', 'clientId');
    await q.createForeignKey('document_requests', new TableForeignKey(foreignKey('clientId', 'client_businesses', 'CASCADE')));

    // A staff member's waiting upload digest names the business the upload went to.
    await q.query('DELETE FROM staff_upload_digest_items WHERE clientId NOT IN (SELECT id FROM client_businesses)');
    await dropForeignKeyOn(q, 'staff_upload_digest_items', 'clientId');
    await q.createForeignKey('staff_upload_digest_items', new TableForeignKey(foreignKey('clientId', 'client_businesses', 'CASCADE')));

    // storage_usage: open reservations, keyed by the business (a migrated account's id is its business's).
    await this.rekeyStorageUsage(q, 'businessId', 'client_businesses', 'userId');
  }

  public async down(q: QueryRunner): Promise<void> {
    await this.rekeyStorageUsage(q, 'userId', 'users', 'businessId');

    await q.query('DELETE FROM staff_upload_digest_items WHERE clientId NOT IN (SELECT id FROM users)');
    await dropForeignKeyOn(q, 'staff_upload_digest_items', 'clientId');
    await q.createForeignKey('staff_upload_digest_items', new TableForeignKey(foreignKey('clientId', 'users', 'CASCADE')));

    await q.query('DELETE FROM document_requests WHERE clientId NOT IN (SELECT id FROM users)');
    await dropForeignKeyOn(q, 'document_requests', 'clientId');
    await q.createForeignKey('document_requests', new TableForeignKey(foreignKey('clientId', 'users', 'CASCADE')));

    // A document whose uploader's account went keeps its business; back then it belonged to the
    // account with the business's id (the owner of a migrated business), so it goes back to that id.
    await q.query('DELETE FROM documents WHERE businessId NOT IN (SELECT id FROM users)');
    await q.query('UPDATE documents SET userId = businessId');
    await dropForeignKeyOn(q, 'documents', 'businessId');
    await q.dropIndex('documents', 'IDX_documents_business_source');
    await q.dropIndex('documents', 'IDX_documents_businessId');
    await q.dropColumn('documents', 'businessId');
    await dropForeignKeyOn(q, 'documents', 'userId');
    await q.changeColumn('documents', 'userId', new TableColumn({ name: 'userId', type: 'int', isNullable: false }));
    await q.createForeignKey('documents', new TableForeignKey(foreignKey('userId', 'users', 'CASCADE')));
  }

  /** Rebuilds storage_usage keyed by `key` (a foreign key to `parent`), copying the rows whose old key names one. */
  private async rekeyStorageUsage(q: QueryRunner, key: string, parent: string, oldKey: string): Promise<void> {
    const rows = (await q.query(
      `SELECT ${oldKey} AS id, reservedBytes, reservedUntil FROM storage_usage WHERE ${oldKey} IN (SELECT id FROM ${parent})`,
    )) as Array<{
      id: number | string;
      reservedBytes: number | string;
      reservedUntil: number | string;
    }>;
    await q.dropTable('storage_usage', true, true, true);
    await q.createTable(
      new Table({
        name: 'storage_usage',
        columns: [
          { name: key, type: 'int', isPrimary: true },
          { name: 'reservedBytes', type: 'bigint', default: 0 },
          { name: 'reservedUntil', type: 'bigint', default: 0 },
        ],
        foreignKeys: [foreignKey(key, parent, 'CASCADE')],
      }),
    );
    for (const r of rows) {
      await q.query(`INSERT INTO storage_usage (${key}, reservedBytes, reservedUntil) VALUES (?, ?, ?)`, [
        Number(r.id),
        Number(r.reservedBytes),
        Number(r.reservedUntil),
      ]);
    }
  }
}

async function dropForeignKeyOn(q: QueryRunner, table: string, column: string): Promise<void> {
  const found = await q.getTable(table);
  const fk = found?.foreignKeys.find((k) => k.columnNames.length === 1 && k.columnNames[0] === column);
  if (fk) await q.dropForeignKey(table, fk);
}

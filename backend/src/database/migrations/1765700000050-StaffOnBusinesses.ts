import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { foreignKey } from './schema-helpers';

/** The tables whose `clientId` names the client: it now names the client business. */
const CLIENT_TABLES = ['client_assignments', 'client_notes'] as const;

/**
 * The staff console works on client businesses (docs/staff-console.md). An assignment and a note
 * are about the client, which is now the business: their `clientId` keeps its name and its
 * ON DELETE CASCADE but points at client_businesses. Every migrated client account became a
 * business with the same id (decision 0019), so no row changes; a row naming an account that is
 * no business (a staff account, which nothing ever assigned) is about nobody and is dropped, as
 * the new foreign key could not hold it.
 *
 * A staff notification about a client says which business it concerns (`businessId`, going with
 * the business) and which person acted (`actorId`, going with that person: its text names them,
 * and decision 0008 removes what names a closed account). Notices that existed concern the client
 * account in `relatedId`, which is both the business and the person who acted.
 */
export class StaffOnBusinesses1765700000050 implements MigrationInterface {
  name = 'StaffOnBusinesses1765700000050';

  public async up(q: QueryRunner): Promise<void> {
    for (const table of CLIENT_TABLES) await this.pointClientKeyAt(q, table, 'client_businesses');

    await q.addColumns('admin_notifications', [
      new TableColumn({ name: 'businessId', type: 'int', isNullable: true }),
      new TableColumn({ name: 'actorId', type: 'int', isNullable: true }),
    ]);
    await q.query(
      `UPDATE admin_notifications SET businessId = relatedId
        WHERE relatedTo = 'client' AND relatedId IN (SELECT id FROM client_businesses)`,
    );
    await q.query(`UPDATE admin_notifications SET actorId = relatedId WHERE relatedTo = 'client' AND relatedId IN (SELECT id FROM users)`);
    // The indexes first, so MariaDB's foreign keys use them rather than making their own.
    await q.createIndex('admin_notifications', new TableIndex({ name: 'IDX_admin_notifications_businessId', columnNames: ['businessId'] }));
    await q.createIndex('admin_notifications', new TableIndex({ name: 'IDX_admin_notifications_actorId', columnNames: ['actorId'] }));
    await q.createForeignKey('admin_notifications', new TableForeignKey(foreignKey('businessId', 'client_businesses', 'CASCADE')));
    await q.createForeignKey('admin_notifications', new TableForeignKey(foreignKey('actorId', 'users', 'CASCADE')));
  }

  public async down(q: QueryRunner): Promise<void> {
    // The foreign keys first: MariaDB will not drop an index a foreign key still uses.
    const table = await q.getTable('admin_notifications');
    // A copy: dropping a key takes it out of the table's own list.
    for (const fk of [...(table?.foreignKeys ?? [])]) {
      if (fk.columnNames.length === 1 && ['businessId', 'actorId'].includes(fk.columnNames[0])) {
        await q.dropForeignKey('admin_notifications', fk);
      }
    }
    await q.dropIndex('admin_notifications', 'IDX_admin_notifications_actorId');
    await q.dropIndex('admin_notifications', 'IDX_admin_notifications_businessId');
    await q.dropColumn('admin_notifications', 'actorId');
    await q.dropColumn('admin_notifications', 'businessId');

    // A business made since has no account of its own: its assignments and notes go with it.
    for (const table of CLIENT_TABLES) await this.pointClientKeyAt(q, table, 'users');
  }

  /**
   * Moves `clientId`'s foreign key to `target`, dropping the rows it could not hold. On MariaDB in
   * plain SQL: TypeORM cannot load client_assignments there (its generated activeSlot column,
   * 1764300000002, sends it looking for a metadata table this app does not keep). On SQLite the
   * QueryRunner rebuilds the table, keeping the partial unique index.
   */
  private async pointClientKeyAt(q: QueryRunner, table: string, target: 'client_businesses' | 'users'): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    if (mysql) {
      const keys = (await q.query(
        `SELECT CONSTRAINT_NAME AS name FROM information_schema.KEY_COLUMN_USAGE
          WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME = 'clientId' AND REFERENCED_TABLE_NAME IS NOT NULL`,
        [table],
      )) as Array<{ name: string }>;
      for (const key of keys) await q.query(`ALTER TABLE ${table} DROP FOREIGN KEY \`${key.name}\``);
    } else {
      const found = await q.getTable(table);
      const fk = found?.foreignKeys.find((k) => k.columnNames.length === 1 && k.columnNames[0] === 'clientId');
      if (fk) await q.dropForeignKey(table, fk);
    }
    await q.query(`DELETE FROM ${table} WHERE clientId NOT IN (SELECT id FROM ${target})`);
    if (mysql) {
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT \`FK_${table}_clientId\` FOREIGN KEY (clientId) REFERENCES ${target} (id) ON DELETE CASCADE`,
      );
    } else {
      await q.createForeignKey(table, new TableForeignKey(foreignKey('clientId', target, 'CASCADE')));
    }
  }
}

import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { foreignKey } from './schema-helpers';

/**
 * Billing's rows belong to the client business (docs/billing.md, docs/client-businesses.md):
 * subscriptions, invoices, payments and credit notes get `businessId`, filled from `userId`, which
 * named the client account; a migrated business has its owner's id (decision 0019). `userId` stays
 * as the person who subscribed, paid or uploaded the proof, and a person leaving leaves the
 * business's rows in place (SET NULL).
 *
 * - subscriptions.businessId is NOT NULL and goes with its business (CASCADE), as the subscription
 *   went with its account before. A subscription whose account is no business (a staff account:
 *   nothing in the product makes one) has no client to belong to and is removed.
 * - invoices, payments and credit notes are financial records, kept for five years after the
 *   client is gone (decision 0008): their businessId is nullable and SET NULL, as their userId
 *   was. Rows whose account was already deleted (userId NULL) belong to no business.
 */
const KEPT_RECORDS = ['invoices', 'payments', 'credit_notes'] as const;

export class KeyBillingByBusiness1765700000020 implements MigrationInterface {
  name = 'KeyBillingByBusiness1765700000020';

  public async up(q: QueryRunner): Promise<void> {
    // credit_notes.userId had no foreign key: an id left by a deleted account names nobody.
    await q.query('UPDATE credit_notes SET userId = NULL WHERE userId IS NOT NULL AND userId NOT IN (SELECT id FROM users)');

    await q.addColumn('subscriptions', new TableColumn({ name: 'businessId', type: 'int', isNullable: true }));
    await q.query('UPDATE subscriptions SET businessId = userId WHERE userId IN (SELECT id FROM client_businesses)');
    await q.query('DELETE FROM subscriptions WHERE businessId IS NULL');
    await q.changeColumn('subscriptions', 'businessId', new TableColumn({ name: 'businessId', type: 'int', isNullable: false }));
    await this.dropUserForeignKey(q, 'subscriptions');
    await q.changeColumn('subscriptions', 'userId', new TableColumn({ name: 'userId', type: 'int', isNullable: true }));
    await q.createForeignKey('subscriptions', new TableForeignKey(foreignKey('userId', 'users', 'SET NULL')));
    await q.createForeignKey('subscriptions', new TableForeignKey(foreignKey('businessId', 'client_businesses', 'CASCADE')));
    await q.createIndex('subscriptions', new TableIndex({ name: 'IDX_subscriptions_businessId', columnNames: ['businessId'] }));

    for (const table of KEPT_RECORDS) {
      await q.addColumn(table, new TableColumn({ name: 'businessId', type: 'int', isNullable: true }));
      await q.query(`UPDATE ${table} SET businessId = userId WHERE userId IN (SELECT id FROM client_businesses)`);
      await q.createForeignKey(table, new TableForeignKey(foreignKey('businessId', 'client_businesses', 'SET NULL')));
      await q.createIndex(table, new TableIndex({ name: `IDX_${table}_businessId`, columnNames: ['businessId'] }));
    }
    await q.createForeignKey('credit_notes', new TableForeignKey(foreignKey('userId', 'users', 'SET NULL')));
  }

  public async down(q: QueryRunner): Promise<void> {
    // The previous schema named the client by its account, whose id a migrated business shares;
    // a row whose business has no such account keeps no client (subscriptions need one: removed).
    await this.dropUserForeignKey(q, 'credit_notes');
    for (const table of [...KEPT_RECORDS].reverse()) {
      await q.query(`UPDATE ${table} SET userId = CASE WHEN businessId IN (SELECT id FROM users) THEN businessId ELSE NULL END`);
      await this.dropBusinessKey(q, table);
    }
    await q.query('UPDATE subscriptions SET userId = businessId');
    await q.query('DELETE FROM subscriptions WHERE userId NOT IN (SELECT id FROM users)');
    await this.dropBusinessKey(q, 'subscriptions');
    await this.dropUserForeignKey(q, 'subscriptions');
    await q.changeColumn('subscriptions', 'userId', new TableColumn({ name: 'userId', type: 'int', isNullable: false }));
    await q.createForeignKey('subscriptions', new TableForeignKey(foreignKey('userId', 'users', 'CASCADE')));
  }

  private async dropUserForeignKey(q: QueryRunner, table: string): Promise<void> {
    const found = (await q.getTable(table))?.foreignKeys.find((fk) => fk.columnNames.length === 1 && fk.columnNames[0] === 'userId');
    if (found) await q.dropForeignKey(table, found);
  }

  private async dropBusinessKey(q: QueryRunner, table: string): Promise<void> {
    const found = (await q.getTable(table))?.foreignKeys.find((fk) => fk.columnNames[0] === 'businessId');
    if (found) await q.dropForeignKey(table, found);
    await q.dropIndex(table, `IDX_${table}_businessId`);
    await q.dropColumn(table, 'businessId');
  }
}

import { isAddOnPackage } from '@table-bay/shared';
import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { stringColumn } from './schema-helpers';

/**
 * One billing path (docs/billing.md, docs/decisions/0021-one-billing-path.md):
 * - subscriptions.mainKey: the business's id while the subscription holds its main package, NULL
 *   for add-ons and once it has expired; unique, so a business holds one main package at a time
 *   however many requests race. Of the piles made before this rule, the newest active (else newest
 *   open) subscription of each business takes the key; the others run until they end.
 * - subscriptions.onAccount*: an admin's "start on account": when, by whom, why.
 * - subscriptions.scheduledServiceId / scheduledChangeAt: a downgrade waiting for the next period.
 *   Neither id has a foreign key: staff accounts are locked, not deleted, and packages are never
 *   deleted; a name that is gone reads as "a former staff member".
 * - payment methods as codes (`eft`, `payfast`, …) instead of the words once stored.
 */
export class OneBillingPath1765920000000 implements MigrationInterface {
  name = 'OneBillingPath1765920000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumns('subscriptions', [
      new TableColumn(stringColumn('mainKey', 20)),
      new TableColumn({ name: 'onAccountAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'onAccountById', type: 'int', isNullable: true }),
      new TableColumn(stringColumn('onAccountReason', 500)),
      new TableColumn({ name: 'scheduledServiceId', type: 'int', isNullable: true }),
      new TableColumn({ name: 'scheduledChangeAt', type: 'datetime', isNullable: true }),
    ]);

    const open: Array<{ id: number; businessId: number; status: string; packageType: string }> = await q.query(
      `SELECT s.id, s.businessId, s.status, v.packageType FROM subscriptions s JOIN services v ON v.id = s.serviceId
       WHERE s.openKey IS NOT NULL ORDER BY s.id DESC`,
    );
    const main = open.filter((row) => !isAddOnPackage(row.packageType));
    const holder = new Map<number, number>();
    for (const row of [...main.filter((r) => r.status === 'active'), ...main]) {
      if (!holder.has(row.businessId)) holder.set(row.businessId, row.id);
    }
    for (const [businessId, id] of holder) {
      await q.query('UPDATE subscriptions SET mainKey = ? WHERE id = ?', [String(businessId), id]);
    }
    await q.createIndex('subscriptions', new TableIndex({ name: 'UQ_subscriptions_mainKey', columnNames: ['mainKey'], isUnique: true }));

    for (const table of ['payments', 'invoices']) {
      const column = table === 'payments' ? 'paymentMethod' : 'paidMethod';
      await q.query(`UPDATE ${table} SET ${column} = 'eft' WHERE ${column} = 'EFT'`);
      await q.query(`UPDATE ${table} SET ${column} = 'payfast' WHERE ${column} = 'PayFast'`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['payments', 'invoices']) {
      const column = table === 'payments' ? 'paymentMethod' : 'paidMethod';
      await q.query(`UPDATE ${table} SET ${column} = 'EFT' WHERE ${column} IN ('eft', 'bank_statement')`);
      await q.query(`UPDATE ${table} SET ${column} = 'PayFast' WHERE ${column} IN ('payfast', 'card', 'instant_eft')`);
    }
    await q.dropIndex('subscriptions', 'UQ_subscriptions_mainKey');
    for (const column of ['scheduledChangeAt', 'scheduledServiceId', 'onAccountReason', 'onAccountById', 'onAccountAt', 'mainKey']) {
      await q.dropColumn('subscriptions', column);
    }
  }
}

import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { enumColumn, foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

const INVOICE_STATES = ['issued', 'paid', 'void'] as const;

/**
 * Billing: invoices and credit notes with their own gap-free number series, the payment an
 * invoice is settled by (and PayFast's id, unique so a replay records nothing), and subscriptions.openKey, unique, so one client can
 * never hold two open subscriptions to one package however many requests race.
 */
export class CreateBilling1764500000000 implements MigrationInterface {
  name = 'CreateBilling1764500000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'billing_sequences',
        columns: [
          { ...stringColumn('name', 30, false), isPrimary: true },
          { name: 'nextNumber', type: 'int' },
        ],
      }),
    );
    await q.query('INSERT INTO billing_sequences (name, nextNumber) VALUES (?, 1), (?, 1)', ['invoice', 'credit-note']);

    await q.createTable(
      new Table({
        name: 'invoices',
        columns: [
          idColumn,
          { name: 'number', type: 'int', isUnique: true },
          { ...stringColumn('reference', 20, false), isUnique: true },
          { name: 'userId', type: 'int', isNullable: true },
          { name: 'subscriptionId', type: 'int', isNullable: true },
          enumColumn(q, 'status', INVOICE_STATES, 'issued'),
          { name: 'issuedAt', type: 'datetime' },
          { name: 'dueAt', type: 'datetime' },
          { name: 'periodStart', type: 'datetime' },
          { name: 'periodEnd', type: 'datetime' },
          stringColumn('description', 255, false),
          { name: 'quantity', type: 'int', default: 1 },
          { name: 'totalCents', type: 'int' },
          { name: 'vatCents', type: 'int' },
          { name: 'taxInvoice', type: 'boolean' },
          { name: 'creditedCents', type: 'int', default: 0 },
          stringColumn('clientName', 200, false),
          stringColumn('clientAddress', 500),
          stringColumn('clientVatNumber', 30),
          stringColumn('pdfKey', 255),
          { name: 'paidAt', type: 'datetime', isNullable: true },
          stringColumn('paidReference', 100),
          stringColumn('paidMethod', 30),
          { name: 'voidedAt', type: 'datetime', isNullable: true },
          stringColumn('proofKey', 255),
          stringColumn('proofName', 255),
          { name: 'proofUploadedAt', type: 'datetime', isNullable: true },
          { name: 'renewalNoticeAt', type: 'datetime', isNullable: true },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'SET NULL'), foreignKey('subscriptionId', 'subscriptions', 'SET NULL')],
        indices: [{ columnNames: ['userId'] }],
        uniques: [{ name: 'UQ_invoices_subscription_period', columnNames: ['subscriptionId', 'periodStart'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'credit_notes',
        columns: [
          idColumn,
          { name: 'number', type: 'int', isUnique: true },
          { name: 'invoiceId', type: 'int' },
          { name: 'userId', type: 'int', isNullable: true },
          stringColumn('reason', 500, false),
          { name: 'totalCents', type: 'int' },
          { name: 'vatCents', type: 'int' },
          { name: 'issuedAt', type: 'datetime' },
          stringColumn('pdfKey', 255),
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('invoiceId', 'invoices', 'RESTRICT')],
        indices: [{ columnNames: ['invoiceId'] }, { columnNames: ['userId'] }],
      }),
    );

    await q.addColumns('payments', [
      new TableColumn({ name: 'invoiceId', type: 'int', isNullable: true }),
      new TableColumn(stringColumn('gatewayPaymentId', 64)),
    ]);
    await q.createIndex('payments', new TableIndex({ name: 'IDX_payments_invoiceId', columnNames: ['invoiceId'] }));
    await q.createIndex(
      'payments',
      new TableIndex({ name: 'UQ_payments_gatewayPaymentId', columnNames: ['gatewayPaymentId'], isUnique: true }),
    );

    await q.addColumn('subscriptions', new TableColumn(stringColumn('openKey', 40)));
    // Existing open subscriptions take the key; of duplicates made before this constraint, only the newest holds it.
    const open: Array<{ id: number; userId: number; serviceId: number }> = await q.query(
      "SELECT id, userId, serviceId FROM subscriptions WHERE status IN ('pending', 'active', 'canceled') ORDER BY id DESC",
    );
    const seen = new Set<string>();
    for (const row of open) {
      const key = `${row.userId}:${row.serviceId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await q.query('UPDATE subscriptions SET openKey = ? WHERE id = ?', [key, row.id]);
    }
    await q.createIndex('subscriptions', new TableIndex({ name: 'UQ_subscriptions_openKey', columnNames: ['openKey'], isUnique: true }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('subscriptions', 'UQ_subscriptions_openKey');
    await q.dropColumn('subscriptions', 'openKey');
    await q.dropIndex('payments', 'UQ_payments_gatewayPaymentId');
    await q.dropIndex('payments', 'IDX_payments_invoiceId');
    await q.dropColumns('payments', ['invoiceId', 'gatewayPaymentId']);
    await q.dropTable('credit_notes');
    await q.dropTable('invoices');
    await q.dropTable('billing_sequences');
  }
}

import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { enumColumn, foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

const STATUSES_BEFORE = ['active', 'canceled', 'expired', 'pending'];
/** A subscription bought in the portal waits for its engagement letter to be signed (docs/decisions/0022-engagement-before-invoice.md). */
const STATUSES_AFTER = [...STATUSES_BEFORE, 'awaiting_signature'];
const LETTER_STATUSES = ['sent', 'viewed', 'signed', 'countersigned', 'withdrawn', 'superseded'];

/**
 * Engagement letters (docs/engagement-letters.md): one row per letter sent to a client business,
 * with the wording frozen when sent, the hash of the PDF the client was shown, who signed and
 * countersigned, from where and when, and the hash of the final signed PDF (unique: verification
 * finds a letter by it). Subscriptions gain the state "awaiting_signature" and the monthly price
 * agreed in the letter (null: the catalogue's price).
 */
export class CreateEngagementLetters1765940000000 implements MigrationInterface {
  name = 'CreateEngagementLetters1765940000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.changeColumn('subscriptions', 'status', new TableColumn(enumColumn(q, 'status', STATUSES_AFTER, 'pending')));
    await q.addColumn('subscriptions', new TableColumn({ name: 'monthlyPriceCents', type: 'int', isNullable: true }));
    await q.createTable(
      new Table({
        name: 'engagement_letters',
        columns: [
          idColumn,
          { ...stringColumn('reference', 20, false), isUnique: true },
          { name: 'businessId', type: 'int', isNullable: true },
          { name: 'serviceId', type: 'int', isNullable: true },
          { name: 'subscriptionId', type: 'int', isNullable: true },
          stringColumn('kind', 10, false),
          stringColumn('title', 200, false),
          { name: 'customScope', type: 'text', isNullable: true },
          { name: 'note', type: 'text', isNullable: true },
          { name: 'monthlyPriceCents', type: 'int' },
          enumColumn(q, 'status', LETTER_STATUSES, 'sent'),
          { name: 'content', type: 'text' },
          { name: 'sentByUserId', type: 'int', isNullable: true },
          { name: 'sentAt', type: 'datetime' },
          stringColumn('presentedKey', 255, false),
          stringColumn('presentedSha256', 64, false),
          { name: 'firstViewedAt', type: 'datetime', isNullable: true },
          stringColumn('firstViewedIp', 64),
          stringColumn('firstViewedUserAgent', 255),
          { name: 'signedAt', type: 'datetime', isNullable: true },
          { name: 'signerUserId', type: 'int', isNullable: true },
          stringColumn('signerName', 120),
          stringColumn('signerEmail', 254),
          stringColumn('signerIp', 64),
          stringColumn('signerUserAgent', 255),
          stringColumn('signatureKey', 255),
          { name: 'countersignedAt', type: 'datetime', isNullable: true },
          { name: 'countersignerUserId', type: 'int', isNullable: true },
          stringColumn('countersignerName', 200),
          stringColumn('countersignerIp', 64),
          stringColumn('countersignerUserAgent', 255),
          { name: 'countersignedAutomatically', type: 'boolean', default: false },
          stringColumn('signedKey', 255),
          { ...stringColumn('signedSha256', 64), isUnique: true },
          { name: 'reminder3dAt', type: 'datetime', isNullable: true },
          { name: 'reminder7dAt', type: 'datetime', isNullable: true },
          { name: 'closedAt', type: 'datetime', isNullable: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [
          // A signed letter is a contract record: it outlives the business, as invoices do.
          foreignKey('businessId', 'client_businesses', 'SET NULL'),
          foreignKey('serviceId', 'services', 'RESTRICT'),
          foreignKey('subscriptionId', 'subscriptions', 'SET NULL'),
          foreignKey('sentByUserId', 'users', 'SET NULL'),
          foreignKey('signerUserId', 'users', 'SET NULL'),
          foreignKey('countersignerUserId', 'users', 'SET NULL'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_engagement_letters_business_status', columnNames: ['businessId', 'status'] }),
          new TableIndex({ name: 'IDX_engagement_letters_status_sentAt', columnNames: ['status', 'sentAt'] }),
        ],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('engagement_letters', true, true, true);
    await q.dropColumn('subscriptions', 'monthlyPriceCents');
    // A purchase still waiting for its signature has no state to go back to: it ends.
    await q.query("UPDATE subscriptions SET status = 'expired', openKey = NULL WHERE status = 'awaiting_signature'");
    await q.changeColumn('subscriptions', 'status', new TableColumn(enumColumn(q, 'status', STATUSES_BEFORE, 'pending')));
  }
}

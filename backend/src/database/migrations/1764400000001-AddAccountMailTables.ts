import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

/**
 * What the account mails need: password reset and email confirmation tokens (hashes only),
 * confirmed/pending email on users, notification preferences, the devices a user signed in from,
 * the reminders already sent per request, and uploads waiting for a staff member's daily digest.
 */
export class AddAccountMailTables1764400000001 implements MigrationInterface {
  name = 'AddAccountMailTables1764400000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('users', new TableColumn({ name: 'emailVerifiedAt', type: 'datetime', isNullable: true }));
    await q.addColumn('users', new TableColumn(stringColumn('pendingEmail', 254)));

    await q.createTable(
      new Table({
        name: 'password_reset_tokens',
        columns: [
          idColumn,
          { name: 'userId', type: 'int' },
          { ...stringColumn('tokenHash', 64, false), isUnique: true },
          { name: 'expiresAt', type: 'bigint' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
        indices: [{ columnNames: ['userId'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'email_verification_tokens',
        columns: [
          idColumn,
          { name: 'userId', type: 'int' },
          stringColumn('email', 254, false),
          { ...stringColumn('tokenHash', 64, false), isUnique: true },
          { name: 'expiresAt', type: 'bigint' },
          { name: 'usedAt', type: 'datetime', isNullable: true },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
        indices: [{ columnNames: ['userId'] }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'notification_preferences',
        columns: [
          { name: 'userId', type: 'int', isPrimary: true },
          { name: 'requestReminders', type: 'boolean', default: true },
          { name: 'documentReviews', type: 'boolean', default: true },
          { ...stringColumn('staffUploads', 20, false), default: "'immediate'" },
          timestampColumn('updatedAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
      }),
    );

    await q.createTable(
      new Table({
        name: 'known_devices',
        columns: [
          idColumn,
          { name: 'userId', type: 'int' },
          stringColumn('browser', 60, false),
          stringColumn('os', 60, false),
          stringColumn('network', 64, false),
          { name: 'lastSeenAt', type: 'datetime' },
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
        indices: [{ columnNames: ['userId', 'browser', 'os', 'network'], isUnique: true }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'request_reminders',
        columns: [
          idColumn,
          { name: 'requestId', type: 'int' },
          stringColumn('kind', 20, false),
          { name: 'sentOn', type: 'date' },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('requestId', 'document_requests', 'CASCADE')],
        // The unique key is what makes a reminder impossible to send twice, across restarts and instances.
        indices: [{ columnNames: ['requestId', 'kind'], isUnique: true }],
      }),
    );

    await q.createTable(
      new Table({
        name: 'staff_upload_digest_items',
        columns: [
          idColumn,
          { name: 'staffId', type: 'int' },
          { name: 'clientId', type: 'int' },
          { name: 'documentId', type: 'int' },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('staffId', 'users', 'CASCADE'), foreignKey('clientId', 'users', 'CASCADE')],
      }),
    );
    await q.createIndex('staff_upload_digest_items', new TableIndex({ columnNames: ['staffId'] }));
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'staff_upload_digest_items',
      'request_reminders',
      'known_devices',
      'notification_preferences',
      'email_verification_tokens',
      'password_reset_tokens',
    ]) {
      await q.dropTable(t);
    }
    await q.dropColumn('users', 'pendingEmail');
    await q.dropColumn('users', 'emailVerifiedAt');
  }
}

import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

/** The transactional mail outbox and the scheduler's lease rows (src/mail). */
export class CreateMailOutbox1764400000000 implements MigrationInterface {
  name = 'CreateMailOutbox1764400000000';

  public async up(q: QueryRunner): Promise<void> {
    const type = q.connection.options.type;
    // TEXT holds 64 KB on MySQL; a long enquiry rendered twice (HTML and text) may pass that.
    const body = type === 'mysql' || type === 'mariadb' ? 'mediumtext' : 'text';
    await q.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          idColumn,
          stringColumn('to', 254, false),
          stringColumn('subject', 300, false),
          stringColumn('template', 60, false),
          stringColumn('category', 30, false),
          { ...stringColumn('status', 20, false), default: "'pending'" },
          { name: 'attempts', type: 'int', default: 0 },
          { name: 'nextAttemptAt', type: 'bigint' },
          stringColumn('leaseOwner', 64),
          { name: 'leaseUntil', type: 'bigint', isNullable: true },
          stringColumn('lastError', 1000),
          { ...stringColumn('messageId', 255, false), isUnique: true },
          { name: 'html', type: body, isNullable: true },
          { name: 'text', type: body, isNullable: true },
          { name: 'headers', type: 'text', isNullable: true },
          { name: 'userId', type: 'int', isNullable: true },
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
          { name: 'sentAt', type: 'datetime', isNullable: true },
        ],
        foreignKeys: [foreignKey('userId', 'users', 'SET NULL')],
      }),
    );
    await q.createIndex('mail_outbox', new TableIndex({ columnNames: ['status', 'nextAttemptAt'] }));
    await q.createIndex('mail_outbox', new TableIndex({ columnNames: ['userId'] }));

    await q.createTable(
      new Table({
        name: 'scheduler_leases',
        columns: [
          { ...stringColumn('name', 60, false), isPrimary: true },
          stringColumn('holder', 64),
          { name: 'leaseUntil', type: 'bigint', default: 0 },
          { name: 'lastRunAt', type: 'datetime', isNullable: true },
        ],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('scheduler_leases');
    await q.dropTable('mail_outbox');
  }
}

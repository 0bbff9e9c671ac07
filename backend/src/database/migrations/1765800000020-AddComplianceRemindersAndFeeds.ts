import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

/**
 * The compliance calendar's reminders and feed (docs/compliance.md): one row per reminder mailed
 * (obligation, person, kind), so none goes twice; each person's private calendar feed (the hash
 * of its link's token); and the notification setting that turns the reminders off.
 */
export class AddComplianceRemindersAndFeeds1765800000020 implements MigrationInterface {
  name = 'AddComplianceRemindersAndFeeds1765800000020';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'compliance_reminders',
        columns: [
          idColumn,
          { name: 'obligationId', type: 'int' },
          { name: 'userId', type: 'int' },
          stringColumn('kind', 8, false),
          { name: 'sentOn', type: 'date' },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('obligationId', 'compliance_obligations', 'CASCADE'), foreignKey('userId', 'users', 'CASCADE')],
        uniques: [{ name: 'UQ_compliance_reminders_obligation_user_kind', columnNames: ['obligationId', 'userId', 'kind'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'compliance_calendar_feeds',
        columns: [
          idColumn,
          { name: 'userId', type: 'int', isUnique: true },
          { ...stringColumn('tokenHash', 64, false), isUnique: true },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
      }),
    );
    await q.addColumn('notification_preferences', new TableColumn({ name: 'complianceReminders', type: 'boolean', default: true }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('notification_preferences', 'complianceReminders');
    await q.dropTable('compliance_calendar_feeds', true, true, true);
    await q.dropTable('compliance_reminders', true, true, true);
  }
}

import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { foreignKey, idColumn, timestampColumn } from './schema-helpers';

/**
 * Conversations waiting for a staff member's daily digest (docs/messages.md): one row per staff
 * member and conversation however many messages come in, removed when the digest is queued.
 */
export class CreateStaffMessageDigestItems1765400000000 implements MigrationInterface {
  name = 'CreateStaffMessageDigestItems1765400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'staff_message_digest_items',
        columns: [
          idColumn,
          { name: 'staffId', type: 'int' },
          { name: 'clientId', type: 'int' },
          { name: 'conversationId', type: 'int' },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [
          foreignKey('staffId', 'users', 'CASCADE'),
          foreignKey('clientId', 'users', 'CASCADE'),
          foreignKey('conversationId', 'conversations', 'CASCADE'),
        ],
        indices: [{ name: 'UQ_staff_message_digest_items_staff_conversation', columnNames: ['staffId', 'conversationId'], isUnique: true }],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('staff_message_digest_items');
  }
}

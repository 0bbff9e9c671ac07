import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { enumColumn, foreignKey, idColumn, stringColumn } from './schema-helpers';

/**
 * Secure messages (src/messages): conversations between a client and the firm, their messages and
 * internal notes, per-person read state, and the link from a message to the documents sent with it.
 * Everything hangs off the client's user row by cascade, so account deletion removes it all.
 */
export class CreateConversations1764700000000 implements MigrationInterface {
  name = 'CreateConversations1764700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'conversations',
        columns: [
          idColumn,
          { name: 'clientId', type: 'int' },
          stringColumn('subject', 200, false),
          enumColumn(q, 'status', ['open', 'closed'], 'open'),
          { name: 'assigneeId', type: 'int', isNullable: true },
          { name: 'startedById', type: 'int', isNullable: true },
          { name: 'waitingSince', type: 'datetime', isNullable: true },
          { name: 'lastMessageAt', type: 'datetime' },
          { name: 'lastActivityAt', type: 'datetime' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          foreignKey('clientId', 'users', 'CASCADE'),
          foreignKey('assigneeId', 'users', 'SET NULL'),
          foreignKey('startedById', 'users', 'SET NULL'),
        ],
        indices: [
          { columnNames: ['clientId'] },
          { columnNames: ['clientId', 'lastMessageAt'] },
          { columnNames: ['assigneeId'] },
          { columnNames: ['startedById'] },
          { columnNames: ['waitingSince'] },
          { columnNames: ['lastActivityAt'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'conversation_messages',
        columns: [
          idColumn,
          { name: 'conversationId', type: 'int' },
          { name: 'authorId', type: 'int', isNullable: true },
          enumColumn(q, 'authorSide', ['client', 'staff']),
          { name: 'internal', type: 'boolean', default: false },
          { name: 'body', type: 'text' },
          { name: 'createdAt', type: 'datetime' },
        ],
        foreignKeys: [foreignKey('conversationId', 'conversations', 'CASCADE'), foreignKey('authorId', 'users', 'SET NULL')],
        indices: [{ columnNames: ['conversationId', 'id'] }, { columnNames: ['authorId'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'conversation_reads',
        columns: [
          idColumn,
          { name: 'conversationId', type: 'int' },
          { name: 'userId', type: 'int' },
          { name: 'lastReadMessageId', type: 'int', default: 0 },
          { name: 'readAt', type: 'datetime', isNullable: true },
          { name: 'notifiedAt', type: 'datetime', isNullable: true },
        ],
        foreignKeys: [foreignKey('conversationId', 'conversations', 'CASCADE'), foreignKey('userId', 'users', 'CASCADE')],
        indices: [{ columnNames: ['conversationId', 'userId'], isUnique: true }, { columnNames: ['userId'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'message_attachments',
        columns: [idColumn, { name: 'messageId', type: 'int' }, { name: 'documentId', type: 'int' }],
        foreignKeys: [foreignKey('messageId', 'conversation_messages', 'CASCADE'), foreignKey('documentId', 'documents', 'CASCADE')],
        indices: [{ columnNames: ['messageId', 'documentId'], isUnique: true }, { columnNames: ['documentId'] }],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['message_attachments', 'conversation_reads', 'conversation_messages', 'conversations']) {
      await q.dropTable(table, true, true, true);
    }
  }
}

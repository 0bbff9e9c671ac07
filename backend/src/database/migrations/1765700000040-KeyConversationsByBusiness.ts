import { MigrationInterface, QueryRunner, TableForeignKey } from 'typeorm';
import { foreignKey } from './schema-helpers';

/** The tables whose `clientId` names the client a conversation is with (docs/messages.md). */
const CLIENT_COLUMNS = [
  { table: 'conversations', column: 'clientId' },
  { table: 'staff_message_digest_items', column: 'clientId' },
] as const;

/**
 * Conversations belong to the client business, not to the account that started them
 * (docs/client-businesses.md): `conversations.clientId` (and the staff digest's `clientId`, which
 * names the same client) now refer to client_businesses, still deleted with it. Every client
 * account became a business with its own id (1765700000000), so each value already names the
 * right business and no row changes. A conversation whose client is no business (a staff account,
 * which the client routes never let write) could no longer be kept under the new key: it is
 * deleted, with its messages and read rows, before the key moves. Messages keep their author (the
 * person), and read rows stay per person: each member has their own unread state.
 */
export class KeyConversationsByBusiness1765700000040 implements MigrationInterface {
  name = 'KeyConversationsByBusiness1765700000040';

  public async up(q: QueryRunner): Promise<void> {
    await deleteConversationsOutside(q, 'client_businesses');
    for (const { table, column } of CLIENT_COLUMNS) {
      await q.query(`DELETE FROM ${table} WHERE ${column} NOT IN (SELECT id FROM client_businesses)`);
      await repoint(q, table, column, 'users', 'client_businesses');
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    // A business made after the move may have an id that is no account: its rows cannot go back.
    await deleteConversationsOutside(q, 'users');
    for (const { table, column } of CLIENT_COLUMNS) {
      await q.query(`DELETE FROM ${table} WHERE ${column} NOT IN (SELECT id FROM users)`);
      await repoint(q, table, column, 'client_businesses', 'users');
    }
  }
}

/**
 * Deletes the conversations whose client is not in `owners`, with what hangs off them. Foreign keys
 * are off while migrations run on SQLite, so the cascade is spelled out rather than left to the database.
 */
async function deleteConversationsOutside(q: QueryRunner, owners: string): Promise<void> {
  const stray = `SELECT id FROM conversations WHERE clientId NOT IN (SELECT id FROM ${owners})`;
  await q.query(
    `DELETE FROM message_attachments WHERE messageId IN (SELECT id FROM conversation_messages WHERE conversationId IN (${stray}))`,
  );
  for (const table of ['conversation_messages', 'conversation_reads', 'staff_message_digest_items']) {
    await q.query(`DELETE FROM ${table} WHERE conversationId IN (${stray})`);
  }
  await q.query(`DELETE FROM conversations WHERE clientId NOT IN (SELECT id FROM ${owners})`);
}

/** Moves the foreign key of `table.column` from one referenced table to another, same ON DELETE. */
async function repoint(q: QueryRunner, table: string, column: string, from: string, to: string): Promise<void> {
  const current = await q.getTable(table);
  const old = current?.foreignKeys.find(
    (fk) => fk.columnNames.length === 1 && fk.columnNames[0] === column && fk.referencedTableName === from,
  );
  if (old) await q.dropForeignKey(table, old);
  await q.createForeignKey(table, new TableForeignKey(foreignKey(column, to, 'CASCADE')));
}

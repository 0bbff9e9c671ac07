import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { stringColumn } from './schema-helpers';

/**
 * users.listsVersion: a random token replaced, in the same transaction, by every write that
 * changes what a client's documents, employees or payments list shows. Every app instance reads
 * it with the signed-in user and serves a list from memory only while it is unchanged
 * (src/client-lists).
 */
export class AddUsersListsVersion1763800000000 implements MigrationInterface {
  name = 'AddUsersListsVersion1763800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('users', new TableColumn(stringColumn('listsVersion', 36)));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'listsVersion');
  }
}

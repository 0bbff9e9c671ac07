import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { foreignKey } from './schema-helpers';

/** data_exports: when each user last downloaded their data (one export an hour). */
export class CreateDataExports1764600000001 implements MigrationInterface {
  name = 'CreateDataExports1764600000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'data_exports',
        columns: [
          { name: 'userId', type: 'integer', isPrimary: true },
          { name: 'lastStartedAt', type: 'bigint' },
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('data_exports');
  }
}

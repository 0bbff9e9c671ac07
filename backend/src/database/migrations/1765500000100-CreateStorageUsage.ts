import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { foreignKey } from './schema-helpers';

/**
 * storage_usage: one row per client holding the bytes that uploads in progress have reserved
 * against the storage quota (docs/security.md, "Storage quota and uploads"). A reservation is one
 * conditional UPDATE of this row, so uploads racing on any number of instances cannot together
 * pass the quota. `reservedUntil` (milliseconds since the epoch) lets a count left behind by a
 * process that died mid-upload lapse.
 */
export class CreateStorageUsage1765500000100 implements MigrationInterface {
  name = 'CreateStorageUsage1765500000100';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'storage_usage',
        columns: [
          { name: 'userId', type: 'int', isPrimary: true },
          { name: 'reservedBytes', type: 'bigint', default: 0 },
          { name: 'reservedUntil', type: 'bigint', default: 0 },
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('storage_usage');
  }
}

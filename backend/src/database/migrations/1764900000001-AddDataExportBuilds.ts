import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * data_exports gains the state of a copy built in the background for a large account: preparing,
 * ready (stored under exports/<userId>/, its mail link's token kept only as a SHA-256, until
 * expiresAt) or failed (docs/account-security.md).
 */
export class AddDataExportBuilds1764900000001 implements MigrationInterface {
  name = 'AddDataExportBuilds1764900000001';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumns('data_exports', [
      new TableColumn({ name: 'status', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'storageKey', type: 'varchar', length: '255', isNullable: true }),
      new TableColumn({ name: 'tokenHash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'sizeBytes', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'readyAt', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'expiresAt', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'attempts', type: 'integer', default: 0 }),
    ]);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const column of ['attempts', 'expiresAt', 'readyAt', 'sizeBytes', 'tokenHash', 'storageKey', 'status']) {
      await q.dropColumn('data_exports', column);
    }
  }
}

import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

/**
 * Two-factor sign-in and signed-in devices: the TOTP set-up per user, hashed recovery codes,
 * passkeys, and sessions.lastActiveAt for the devices list.
 */
export class CreateAccountSecurity1764600000000 implements MigrationInterface {
  name = 'CreateAccountSecurity1764600000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'user_two_factor',
        columns: [
          { name: 'userId', type: 'integer', isPrimary: true },
          stringColumn('totpSecret', 255),
          stringColumn('pendingSecret', 255),
          { name: 'enabledAt', type: 'datetime', isNullable: true },
          { name: 'lastTimeStep', type: 'integer', isNullable: true },
        ],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'recovery_codes',
        columns: [
          idColumn,
          { name: 'userId', type: 'integer' },
          stringColumn('codeHash', 100, false),
          { name: 'usedAt', type: 'datetime', isNullable: true },
          timestampColumn('createdAt'),
        ],
        indices: [{ columnNames: ['userId'] }],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'passkeys',
        columns: [
          idColumn,
          { name: 'userId', type: 'integer' },
          stringColumn('credentialId', 255, false),
          { name: 'publicKey', type: 'text' },
          { name: 'counter', type: 'bigint', default: 0 },
          stringColumn('transports', 100),
          stringColumn('name', 60, false),
          timestampColumn('createdAt'),
          { name: 'lastUsedAt', type: 'datetime', isNullable: true },
        ],
        indices: [{ columnNames: ['userId'] }, { columnNames: ['credentialId'], isUnique: true }],
        foreignKeys: [foreignKey('userId', 'users', 'CASCADE')],
      }),
    );
    await q.addColumn('sessions', new TableColumn({ name: 'lastActiveAt', type: 'bigint', isNullable: true }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('sessions', 'lastActiveAt');
    await q.dropTable('passkeys');
    await q.dropTable('recovery_codes');
    await q.dropTable('user_two_factor');
  }
}

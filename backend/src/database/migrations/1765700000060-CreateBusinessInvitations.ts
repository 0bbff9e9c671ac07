import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { enumColumn, foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

// Frozen copy of businesses/business-roles.ts as of this migration.
const CLIENT_ROLES = ['owner', 'finance', 'bookkeeper', 'payroll', 'viewer'];

/** Invitations to act for a client business (docs/client-businesses.md, "Invitations"). */
export class CreateBusinessInvitations1765700000060 implements MigrationInterface {
  name = 'CreateBusinessInvitations1765700000060';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'business_invitations',
        columns: [
          idColumn,
          { name: 'businessId', type: 'int' },
          stringColumn('email', 254, false),
          stringColumn('firstName', 100),
          stringColumn('lastName', 100),
          { ...enumColumn(q, 'role', CLIENT_ROLES), isNullable: false },
          stringColumn('tokenHash', 64, false),
          { name: 'invitedById', type: 'int', isNullable: true },
          timestampColumn('createdAt'),
          { name: 'expiresAt', type: 'bigint' },
          { name: 'acceptedAt', type: 'datetime', isNullable: true },
          { name: 'acceptedById', type: 'int', isNullable: true },
          { name: 'revokedAt', type: 'datetime', isNullable: true },
        ],
        foreignKeys: [
          foreignKey('businessId', 'client_businesses', 'CASCADE'),
          foreignKey('invitedById', 'users', 'SET NULL'),
          foreignKey('acceptedById', 'users', 'SET NULL'),
        ],
        indices: [
          { name: 'IDX_business_invitations_businessId', columnNames: ['businessId'] },
          { name: 'IDX_business_invitations_tokenHash', columnNames: ['tokenHash'], isUnique: true },
        ],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('business_invitations', true, true, true);
  }
}

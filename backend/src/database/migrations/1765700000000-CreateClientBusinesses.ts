import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { enumColumn, foreignKey, idColumn, stringColumn, timestampColumn } from './schema-helpers';

const BATCH = 500;

// Frozen copies, as a migration must keep doing what it did when it was written: the roles of
// businesses/business-roles.ts and the naming rule of BusinessesService.defaultBusinessName.
const CLIENT_ROLES = ['owner', 'finance', 'bookkeeper', 'payroll', 'viewer'];
function defaultBusinessName(c: ClientRow): string {
  const company = c.company?.trim();
  if (company) return company.slice(0, 200);
  const name = [c.firstName, c.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return (name || c.username).slice(0, 200);
}

interface ClientRow {
  id: number | string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  createdAt: Date | string;
  listsVersion: string | null;
}

/**
 * Client businesses and their members (docs/client-businesses.md). Every client account that
 * exists becomes a business of its own, with the account as its one owner and the account's id as
 * the business's id (decision 0019): a link to a client (/staff/clients/17) names the same client
 * afterwards, and the rows the account owns can be given to its business without a lookup. The
 * session row gets the business the person last picked, so the session's one statement can read
 * the person's role with it.
 */
export class CreateClientBusinesses1765700000000 implements MigrationInterface {
  name = 'CreateClientBusinesses1765700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'client_businesses',
        columns: [
          idColumn,
          stringColumn('name', 200, false),
          // True while the business carries its first owner's name because no company name was
          // given: the company profile then has no company name (and the overview asks for one).
          { name: 'nameFromOwner', type: 'boolean', default: false },
          stringColumn('listsVersion', 36),
          timestampColumn('createdAt'),
          timestampColumn('updatedAt'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'business_members',
        columns: [
          idColumn,
          { name: 'businessId', type: 'int' },
          { name: 'userId', type: 'int' },
          { ...enumColumn(q, 'role', CLIENT_ROLES), isNullable: false },
          timestampColumn('createdAt'),
        ],
        foreignKeys: [foreignKey('businessId', 'client_businesses', 'CASCADE'), foreignKey('userId', 'users', 'CASCADE')],
        uniques: [{ name: 'UQ_business_members_business_user', columnNames: ['businessId', 'userId'] }],
        indices: [{ name: 'IDX_business_members_userId', columnNames: ['userId'] }],
      }),
    );
    await q.addColumn('sessions', new TableColumn({ name: 'businessId', type: 'int', isNullable: true }));

    // Booleans are 0/1 on both databases (and better-sqlite3 binds no booleans).
    const clients = (await q.query(
      "SELECT id, username, firstName, lastName, company, createdAt, listsVersion FROM users WHERE role = 'client' AND isStaff = 0 ORDER BY id",
    )) as ClientRow[];
    for (let i = 0; i < clients.length; i += BATCH) {
      const batch = clients.slice(i, i + BATCH);
      await q.manager
        .createQueryBuilder()
        .insert()
        .into('client_businesses', ['id', 'name', 'nameFromOwner', 'listsVersion', 'createdAt', 'updatedAt'])
        .values(
          batch.map((c) => ({
            id: Number(c.id),
            name: defaultBusinessName(c),
            nameFromOwner: c.company?.trim() ? 0 : 1,
            // The cached lists' token moves with the rows (client-lists/lists-version.ts).
            listsVersion: c.listsVersion,
            createdAt: new Date(c.createdAt),
            updatedAt: new Date(),
          })),
        )
        .execute();
      await q.manager
        .createQueryBuilder()
        .insert()
        .into('business_members', ['businessId', 'userId', 'role', 'createdAt'])
        .values(batch.map((c) => ({ businessId: Number(c.id), userId: Number(c.id), role: 'owner', createdAt: new Date(c.createdAt) })))
        .execute();
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('sessions', 'businessId');
    await q.dropTable('business_members', true, true, true);
    await q.dropTable('client_businesses', true, true, true);
  }
}

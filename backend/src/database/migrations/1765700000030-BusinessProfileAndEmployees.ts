import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { foreignKey, stringColumn } from './schema-helpers';

/** The company fields that move from the owner's account to the business (its name is the company name already). */
const PROFILE_COLUMNS = [
  'address',
  'city',
  'postalCode',
  'country',
  'vatNumber',
  'registrationNumber',
  'businessType',
  'annualRevenue',
  'numberOfEmployees',
] as const;

function profileColumns(): TableColumn[] {
  return [
    new TableColumn(stringColumn('address', 255)),
    new TableColumn(stringColumn('city', 100)),
    new TableColumn(stringColumn('postalCode', 20)),
    new TableColumn({ ...stringColumn('country', 100, false), default: "'South Africa'" }),
    new TableColumn(stringColumn('vatNumber', 30)),
    new TableColumn(stringColumn('registrationNumber', 50)),
    new TableColumn(stringColumn('businessType', 50)),
    new TableColumn(stringColumn('annualRevenue', 50)),
    new TableColumn({ name: 'numberOfEmployees', type: 'int', isNullable: true }),
  ];
}

type ProfileRow = Record<(typeof PROFILE_COLUMNS)[number], unknown> & { businessId: number | string };

/**
 * The company profile belongs to the business, and so do its employees (docs/client-businesses.md,
 * step 2).
 *
 * - client_businesses gets the company's address, tax numbers and facts, copied from the business's
 *   first owner (for a migrated business that is the account with the same id). The users columns
 *   are left in place, unused, to be dropped once nothing reads them.
 * - company_employees.businessId names the business; userId now names the person who added the
 *   employee and is nullable (SET NULL), so a member closing their account leaves the business's
 *   employees in place. Existing rows belong to the business of the account that owned them (same
 *   id). A row of an account that is no business (a staff account: client routes never let one add
 *   an employee) was never shown anywhere and is deleted, as no business could own it.
 */
export class BusinessProfileAndEmployees1765700000030 implements MigrationInterface {
  name = 'BusinessProfileAndEmployees1765700000030';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumns('client_businesses', profileColumns());
    const owners = (await q.query(
      `SELECT bm.businessId AS businessId, ${PROFILE_COLUMNS.map((c) => `u.${c} AS ${c}`).join(', ')}
         FROM business_members bm JOIN users u ON u.id = bm.userId
        WHERE bm.role = 'owner'
        ORDER BY bm.businessId, bm.id`,
    )) as ProfileRow[];
    const done = new Set<number>();
    for (const row of owners) {
      const businessId = Number(row.businessId);
      if (done.has(businessId)) continue; // the first owner's fields
      done.add(businessId);
      const values = PROFILE_COLUMNS.map((c) => (c === 'country' ? (row[c] ?? 'South Africa') : (row[c] ?? null)));
      await q.query(`UPDATE client_businesses SET ${PROFILE_COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`, [
        ...values,
        businessId,
      ]);
    }

    await q.addColumn('company_employees', new TableColumn({ name: 'businessId', type: 'int', isNullable: true }));
    await q.query('DELETE FROM company_employees WHERE userId NOT IN (SELECT id FROM client_businesses)');
    await q.query('UPDATE company_employees SET businessId = userId');
    const table = await q.getTable('company_employees');
    const userFk = table!.foreignKeys.find((fk) => fk.columnNames.length === 1 && fk.columnNames[0] === 'userId');
    if (userFk) await q.dropForeignKey('company_employees', userFk);
    await q.changeColumn('company_employees', 'businessId', new TableColumn({ name: 'businessId', type: 'int', isNullable: false }));
    await q.changeColumn('company_employees', 'userId', new TableColumn({ name: 'userId', type: 'int', isNullable: true }));
    await q.createIndex('company_employees', new TableIndex({ columnNames: ['businessId'] }));
    await q.createForeignKey('company_employees', new TableForeignKey(foreignKey('businessId', 'client_businesses', 'CASCADE')));
    await q.createForeignKey('company_employees', new TableForeignKey(foreignKey('userId', 'users', 'SET NULL')));
  }

  public async down(q: QueryRunner): Promise<void> {
    // Employees go back to the account that owns their business (a migrated business's id is its owner's).
    const table = await q.getTable('company_employees');
    // A copy: dropping a key takes it out of the table's own list.
    await q.dropForeignKeys('company_employees', [...table!.foreignKeys]);
    const index = table!.indices.find((i) => i.columnNames.length === 1 && i.columnNames[0] === 'businessId');
    if (index) await q.dropIndex('company_employees', index);
    await q.query(
      `UPDATE company_employees SET userId = (
         SELECT MIN(bm.userId) FROM business_members bm WHERE bm.businessId = company_employees.businessId AND bm.role = 'owner')`,
    );
    await q.query('DELETE FROM company_employees WHERE userId IS NULL');
    await q.dropColumn('company_employees', 'businessId');
    await q.changeColumn('company_employees', 'userId', new TableColumn({ name: 'userId', type: 'int', isNullable: false }));
    await q.createForeignKey('company_employees', new TableForeignKey(foreignKey('userId', 'users', 'CASCADE')));

    // The company fields go back to each business's first owner; its name back to `company` where they had one.
    const rows = (await q.query(
      `SELECT b.id AS businessId, b.name AS name, ${PROFILE_COLUMNS.map((c) => `b.${c} AS ${c}`).join(', ')}
         FROM client_businesses b ORDER BY b.id`,
    )) as Array<ProfileRow & { name: string }>;
    for (const row of rows) {
      const [owner] = (await q.query("SELECT userId FROM business_members WHERE businessId = ? AND role = 'owner' ORDER BY id LIMIT 1", [
        row.businessId,
      ])) as Array<{ userId: number }>;
      if (!owner) continue;
      await q.query(
        `UPDATE users SET ${PROFILE_COLUMNS.map((c) => `${c} = ?`).join(', ')},
                company = CASE WHEN company IS NULL THEN NULL ELSE ? END
          WHERE id = ?`,
        [...PROFILE_COLUMNS.map((c) => row[c] ?? null), row.name, owner.userId],
      );
    }
    for (const column of [...PROFILE_COLUMNS].reverse()) await q.dropColumn('client_businesses', column);
  }
}

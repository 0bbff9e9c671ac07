import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { stringColumn } from './schema-helpers';

/** The users columns the company profile and the lists' token lived in before client businesses. */
function formerColumns(): TableColumn[] {
  return [
    new TableColumn(stringColumn('company', 200)),
    new TableColumn(stringColumn('address', 255)),
    new TableColumn(stringColumn('city', 100)),
    new TableColumn(stringColumn('postalCode', 20)),
    new TableColumn({ ...stringColumn('country', 100, false), default: "'South Africa'" }),
    new TableColumn(stringColumn('vatNumber', 30)),
    new TableColumn(stringColumn('registrationNumber', 50)),
    new TableColumn(stringColumn('businessType', 50)),
    new TableColumn(stringColumn('annualRevenue', 50)),
    new TableColumn({ name: 'numberOfEmployees', type: 'int', isNullable: true }),
    new TableColumn(stringColumn('stripeCustomerId', 255)),
    new TableColumn(stringColumn('listsVersion', 36)),
  ];
}

/**
 * The company profile is the business's (client_businesses, since BusinessProfileAndEmployees) and
 * so is the lists' token (client_businesses.listsVersion); the same columns on users were left in
 * place, no longer written, until nothing read them (docs/client-businesses.md). Nothing does now:
 * they go, with stripeCustomerId, which nothing ever wrote. The signed-in user, read with the
 * session on every request, is twelve columns narrower.
 *
 * Down puts the columns back, empty, and each business's name back into `company` of its first
 * owner where the name was a company name: what reverting BusinessProfileAndEmployees then needs to
 * give the company fields back to the accounts.
 */
export class DropUsersCompanyColumns1765970000000 implements MigrationInterface {
  name = 'DropUsersCompanyColumns1765970000000';

  public async up(q: QueryRunner): Promise<void> {
    const names = formerColumns().map((c) => c.name);
    const isMysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    if (!isMysql) {
      await q.dropColumns('users', names);
      return;
    }
    // One statement that copies the table: MariaDB otherwise drops a column "instantly", keeping
    // room for it in the table's row format until the next rebuild, and dropping the columns again
    // after a down() (which adds them back) then failed on InnoDB's row size limit by the fourth
    // round. ALGORITHM=COPY is the one both MariaDB and MySQL accept for a real rebuild; a users
    // table copies in milliseconds, while writes to it wait.
    await q.query(`ALTER TABLE users ${names.map((n) => `DROP COLUMN \`${n}\``).join(', ')}, ALGORITHM=COPY`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.addColumns('users', formerColumns());
    await q.query(
      `UPDATE users SET company = (
         SELECT b.name FROM business_members bm JOIN client_businesses b ON b.id = bm.businessId
          WHERE bm.userId = users.id AND bm.role = 'owner' AND b.nameFromOwner = 0
            AND bm.id = (SELECT MIN(first.id) FROM business_members first WHERE first.businessId = bm.businessId AND first.role = 'owner')
          ORDER BY bm.businessId LIMIT 1)`,
    );
  }
}

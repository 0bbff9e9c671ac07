import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { stringColumn } from './schema-helpers';

// Frozen copy of the CIPC number's shape (packages/shared/src/tax-profile.ts) as of this migration.
const CIPC_NUMBER = /^\d{4}\/\d{6}\/\d{2}$/;

/**
 * The tax and registration part of a business's profile (docs/compliance.md, "Profile fields"):
 * what the compliance calendar works out each business's obligations from. A registration number
 * already in the profile's original free-text field (decision 0020) that has the CIPC shape is copied into the new, validated
 * `companyRegistrationNumber`, so existing companies get their ITR14 and CIPC return at once.
 */
export class AddTaxProfileToBusinesses1765800000000 implements MigrationInterface {
  name = 'AddTaxProfileToBusinesses1765800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumns('client_businesses', [
      new TableColumn(stringColumn('vatCategory', 1)),
      new TableColumn({ ...stringColumn('vatFilingChannel', 10, false), default: "'efiling'" }),
      new TableColumn({ name: 'financialYearEndMonth', type: 'int', isNullable: true }),
      new TableColumn(stringColumn('incomeTaxNumber', 10)),
      new TableColumn(stringColumn('payeReference', 10)),
      new TableColumn(stringColumn('uifReference', 20)),
      new TableColumn(stringColumn('companyRegistrationNumber', 14)),
      new TableColumn({ name: 'incorporationDate', type: 'date', isNullable: true }),
      new TableColumn({ name: 'provisionalTaxpayer', type: 'boolean', default: false }),
      new TableColumn({ name: 'coidaRegistered', type: 'boolean', default: false }),
    ]);
    const rows = (await q.query('SELECT id, registrationNumber FROM client_businesses WHERE registrationNumber IS NOT NULL')) as Array<{
      id: number | string;
      registrationNumber: string;
    }>;
    for (const row of rows) {
      const value = row.registrationNumber.trim();
      if (CIPC_NUMBER.test(value)) {
        await q.query('UPDATE client_businesses SET companyRegistrationNumber = ? WHERE id = ?', [value, Number(row.id)]);
      }
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const column of [
      'coidaRegistered',
      'provisionalTaxpayer',
      'incorporationDate',
      'companyRegistrationNumber',
      'uifReference',
      'payeReference',
      'incomeTaxNumber',
      'financialYearEndMonth',
      'vatFilingChannel',
      'vatCategory',
    ]) {
      await q.dropColumn('client_businesses', column);
    }
    // MariaDB drops columns instantly, still counting them in the row size until the table is
    // rebuilt: without the rebuild, re-adding a migration's columns later (the migrations suite
    // goes back and forth) would hit the 8126-byte row limit.
    const type = q.connection.options.type;
    if (type === 'mysql' || type === 'mariadb') await q.query('ALTER TABLE `client_businesses` FORCE');
  }
}

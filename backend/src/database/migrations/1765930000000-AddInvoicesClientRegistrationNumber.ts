import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { stringColumn } from './schema-helpers';

/**
 * The client company's registration number, copied onto each invoice when it is issued like the
 * rest of what the invoice prints (docs/billing.md, "Invoices"), so an issued invoice keeps the
 * number it was issued with. Invoices issued before this carry none: their PDFs are already stored
 * as issued and are never redrawn, so nothing is filled in for them.
 */
export class AddInvoicesClientRegistrationNumber1765930000000 implements MigrationInterface {
  name = 'AddInvoicesClientRegistrationNumber1765930000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('invoices', new TableColumn(stringColumn('clientRegistrationNumber', 20)));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('invoices', 'clientRegistrationNumber');
  }
}

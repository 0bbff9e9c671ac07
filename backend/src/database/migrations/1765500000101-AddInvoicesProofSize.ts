import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * invoices.proofSize: the bytes of the attached proof of payment, so that proofs count in the
 * client's storage quota with their documents (docs/billing.md, docs/security.md).
 */
export class AddInvoicesProofSize1765500000101 implements MigrationInterface {
  name = 'AddInvoicesProofSize1765500000101';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('invoices', new TableColumn({ name: 'proofSize', type: 'int', isNullable: true }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('invoices', 'proofSize');
  }
}

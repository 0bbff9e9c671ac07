import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * The firm's reason for withdrawing an unsigned engagement letter (docs/engagement-letters.md,
 * "Withdrawing a letter"): mailed to the business's owners and shown on the letter.
 */
export class AddEngagementLetterWithdrawnReason1765960000000 implements MigrationInterface {
  name = 'AddEngagementLetterWithdrawnReason1765960000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('engagement_letters', new TableColumn({ name: 'withdrawnReason', type: 'varchar', length: '500', isNullable: true }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('engagement_letters', 'withdrawnReason');
  }
}

import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A package change agreed in an engagement letter carries its own price (docs/engagement-letters.md,
 * "Changing a held package"): the price the renewal invoice of the period it takes effect charges, and
 * the subscription's agreed price from then on. Null: a change the client chose, at the catalogue price.
 */
export class AddScheduledAgreedPrice1765980000000 implements MigrationInterface {
  name = 'AddScheduledAgreedPrice1765980000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('subscriptions', new TableColumn({ name: 'scheduledMonthlyPriceCents', type: 'int', isNullable: true }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('subscriptions', 'scheduledMonthlyPriceCents');
  }
}

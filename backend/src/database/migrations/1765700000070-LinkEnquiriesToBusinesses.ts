import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey } from 'typeorm';

/** A sign-up enquiry keeps a link to the client business it became (docs/client-businesses.md, "Onboarding"). */
export class LinkEnquiriesToBusinesses1765700000070 implements MigrationInterface {
  name = 'LinkEnquiriesToBusinesses1765700000070';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('waitlist_submissions', new TableColumn({ name: 'businessId', type: 'int', isNullable: true }));
    await q.createForeignKey(
      'waitlist_submissions',
      new TableForeignKey({
        name: 'FK_waitlist_submissions_business',
        columnNames: ['businessId'],
        referencedTableName: 'client_businesses',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropForeignKey('waitlist_submissions', 'FK_waitlist_submissions_business');
    await q.dropColumn('waitlist_submissions', 'businessId');
  }
}

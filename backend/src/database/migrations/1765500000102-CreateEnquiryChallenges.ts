import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * enquiry_challenges: the arithmetic questions of the enquiry forms that have been answered, one row
 * per question id, so that each is taken once across instances (docs/enquiries.md). Issuing a
 * question writes nothing; `expiresAt` (milliseconds since the epoch) lets old rows be pruned.
 */
export class CreateEnquiryChallenges1765500000102 implements MigrationInterface {
  name = 'CreateEnquiryChallenges1765500000102';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'enquiry_challenges',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'expiresAt', type: 'bigint' },
        ],
        indices: [{ name: 'IDX_enquiry_challenges_expires', columnNames: ['expiresAt'] }],
      }),
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('enquiry_challenges');
  }
}

import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * users.termsAcceptedAt and users.termsVersion: a client's consent to the terms of service and the
 * privacy policy (POPIA), given at registration by ticking an unticked box, with the version of
 * the policy that was published then. Null for accounts made before consent was asked and for
 * staff accounts an admin creates (docs/auth-and-accounts.md).
 */
export class AddUsersTermsConsent1764900000000 implements MigrationInterface {
  name = 'AddUsersTermsConsent1764900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumns('users', [
      new TableColumn({ name: 'termsAcceptedAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'termsVersion', type: 'varchar', length: '32', isNullable: true }),
    ]);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'termsVersion');
    await q.dropColumn('users', 'termsAcceptedAt');
  }
}

import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * users.previousLogin: the sign-in before the current one. "Last login" on the settings screen is
 * this one (lastLogin is the sign-in the person is using right now), and the overview greets with
 * "Welcome back" only once there is one.
 */
export class AddUsersPreviousLogin1764800000000 implements MigrationInterface {
  name = 'AddUsersPreviousLogin1764800000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.addColumn('users', new TableColumn({ name: 'previousLogin', type: 'datetime', isNullable: true }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('users', 'previousLogin');
  }
}

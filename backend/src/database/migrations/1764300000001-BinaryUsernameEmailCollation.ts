import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.username and users.email compare byte for byte on MySQL/MariaDB. Under
 * utf8mb4_unicode_ci "dèmo", "de\u00ADmo" and "demo\u200B" all equalled "demo", so odd spellings
 * found (and signed in to) the account and each had a rate-limit budget of its own. The app
 * lower-cases ASCII itself where case must not matter. SQLite compares bytes already: nothing to do there.
 */
export class BinaryUsernameEmailCollation1764300000001 implements MigrationInterface {
  name = 'BinaryUsernameEmailCollation1764300000001';

  public async up(q: QueryRunner): Promise<void> {
    await this.collate(q, 'utf8mb4_bin');
  }

  public async down(q: QueryRunner): Promise<void> {
    await this.collate(q, 'utf8mb4_unicode_ci');
  }

  private async collate(q: QueryRunner, collation: string): Promise<void> {
    const type = q.connection.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return;
    await q.query(
      `ALTER TABLE users MODIFY username varchar(50) CHARACTER SET utf8mb4 COLLATE ${collation} NOT NULL, ` +
        `MODIFY email varchar(254) CHARACTER SET utf8mb4 COLLATE ${collation} NOT NULL`,
    );
  }
}

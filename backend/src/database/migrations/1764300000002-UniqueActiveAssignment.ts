import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * At most one active assignment per (client, accountant), enforced by the database: six concurrent
 * POST /api/staff/assignments made five active duplicates, and ending one of them left the
 * accountant's access in place. Ended assignments stay as history, any number of them.
 * SQLite has partial indexes; MySQL/MariaDB get a stored column that is 1 while active and NULL
 * once ended (NULLs never collide in a unique index). Duplicates already there are ended first,
 * keeping the oldest.
 */
export class UniqueActiveAssignment1764300000002 implements MigrationInterface {
  name = 'UniqueActiveAssignment1764300000002';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE client_assignments SET isActive = 0 WHERE isActive = 1 AND id NOT IN (
         SELECT keep FROM (SELECT MIN(id) AS keep FROM client_assignments WHERE isActive = 1 GROUP BY clientId, accountantId) AS kept)`,
    );
    if (isMysql(q)) {
      await q.query(
        'ALTER TABLE client_assignments ADD activeSlot tinyint AS (IF(isActive, 1, NULL)) STORED, ' +
          'ADD UNIQUE INDEX UQ_client_assignments_active (clientId, accountantId, activeSlot)',
      );
    } else {
      await q.query('CREATE UNIQUE INDEX UQ_client_assignments_active ON client_assignments (clientId, accountantId) WHERE isActive = 1');
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    if (isMysql(q)) {
      await q.query('ALTER TABLE client_assignments DROP INDEX UQ_client_assignments_active, DROP COLUMN activeSlot');
    } else {
      await q.query('DROP INDEX UQ_client_assignments_active');
    }
  }
}

function isMysql(q: QueryRunner): boolean {
  const type = q.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

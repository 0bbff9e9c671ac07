import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * rate_limit_counters: the rate limits' counters, shared by every app instance (src/common/rate-limit).
 * Keys are SHA-256 hex digests; times are milliseconds since the epoch.
 */
export class CreateRateLimitCounters1764300000000 implements MigrationInterface {
  name = 'CreateRateLimitCounters1764300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'rate_limit_counters',
        columns: [
          { name: 'counter_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'hits', type: 'int' },
          { name: 'window_ends_at', type: 'bigint' },
          { name: 'last_hit_at', type: 'bigint' },
        ],
      }),
    );
    await q.createIndex('rate_limit_counters', new TableIndex({ name: 'IDX_rate_limit_counters_window', columnNames: ['window_ends_at'] }));
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.dropTable('rate_limit_counters');
  }
}

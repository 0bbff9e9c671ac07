import { createConnection } from 'mysql2/promise';
import { workerDatabase } from './worker-database';

/**
 * Jest global setup: on MySQL, one new, empty database per worker, made before any test file runs
 * (env.setup.ts points each worker at its own; the first app of each applies the migrations).
 * Dropped and made again on every run, so nothing a previous run (or another branch's schema)
 * left behind can change the result. SQLite needs nothing: every test file has its own data folder.
 */
export default async function createWorkerDatabases(globalConfig: { maxWorkers: number }): Promise<void> {
  if (process.env.DB_TYPE !== 'mysql') return;
  const admin = await createConnection({
    host: process.env.DB_HOST ?? '127.0.0.1',
    port: Number(process.env.DB_PORT ?? 3306),
    user: process.env.DB_USER ?? 'root',
    password: process.env.DB_PASSWORD ?? '',
  });
  try {
    for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker++) {
      const name = workerDatabase(process.env.DB_NAME ?? 'test', worker);
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    }
  } finally {
    await admin.end();
  }
}

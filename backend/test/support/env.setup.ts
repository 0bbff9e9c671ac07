import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { workerDatabase } from './worker-database';

/**
 * Environment for the API suites: a fresh data folder per test file, the real frontend build,
 * and the database chosen by DB_TYPE (SQLite file by default; MariaDB at 127.0.0.1:3306 with
 * DB_TYPE=mysql). Test files run in parallel workers (docs/testing-and-benchmarks.md): each
 * SQLite file is already its own, and on MySQL each worker gets its own database,
 * `<DB_NAME>_w<worker>` (DB_NAME defaults to "test"), made by mysql-databases.setup.ts.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
process.env.NODE_ENV = 'test';
process.env.DATA_DIR = dataDir;
process.env.FRONTEND_DIST ??= resolve(__dirname, '../../../frontend/dist');
process.env.SESSION_SECRET = 'test-secret-that-is-long-enough-0123456789';
process.env.ARGON2_MEMORY_KIB = '8192';
process.env.ARGON2_TIME_COST = '1';
if (process.env.DB_TYPE === 'mysql') {
  process.env.DB_HOST ??= '127.0.0.1';
  process.env.DB_NAME = workerDatabase(process.env.DB_NAME ?? 'test', process.env.JEST_WORKER_ID ?? '1');
}

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';
import { bindIntegerParameters } from './sqlite-integer-parameters';

/** The entity classes a data source maps; the composition root owns the list (app/entities.ts). */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

/**
 * The one place that turns configuration into TypeORM options, shared by the app, the CLI and the
 * tests. The database layer names no domain: the caller passes the entities to map (the app's
 * registry, or none for a connection that only runs migrations).
 */
export function buildDataSourceOptions(config: AppConfig, entities: EntityList): DataSourceOptions {
  const common = {
    entities,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    logging: false,
  } as const;

  if (config.db.type === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      host: config.db.host,
      port: config.db.port,
      username: config.db.username,
      password: config.db.password,
      database: config.db.database,
      charset: 'utf8mb4_unicode_ci',
      // Store and read every datetime as UTC, whatever the server's zone.
      timezone: 'Z',
      // Employment and due dates are calendar dates: keep them as 'yyyy-MM-dd' strings.
      dateStrings: ['DATE'],
      extra: { connectionLimit: 10 },
    };
  }

  mkdirSync(dirname(config.db.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: config.db.path,
    // WAL lets readers run while a write is in progress; foreign keys are off by default in SQLite.
    // `synchronous` stays at SQLite's FULL: every commit reaches the disk before the request goes
    // on, though it costs an fsync on Node's one thread (docs/decisions/0023-sqlite-commits-stay-durable.md).
    // Statements are kept prepared per SQL text. TypeORM's cache keeps the last 100 added, fewer
    // than the application's statements and the migrations' together; with the texts stable
    // (sqlite-integer-parameters.ts) a cache that holds them all prepares each one once.
    statementCacheSize: 2000,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}

/**
 * The one way the app, its commands and the API suites make a DataSource: TypeORM's own, with SQLite's
 * integer parameters bound instead of written into the SQL text (sqlite-integer-parameters.ts).
 */
export function createDataSource(options: DataSourceOptions): DataSource {
  return bindIntegerParameters(new DataSource(options));
}

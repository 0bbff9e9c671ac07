import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup';
import { seedCatalogue } from '../../src/catalogue/catalogue.seed';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  dataSource: DataSource;
  /** Empties every table but the migrations' and the catalogue's, then re-seeds the catalogue. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tables that stay when a test app resets: the migrations' record; the catalogue (services),
 * which the seed keeps in line and whose ids never change, as in production; and the invoice and
 * credit-note number sequences the billing migration seeds (numbers keep counting, as in
 * production, so a gap or a repeat would show). Every other table is
 * emptied, read from the database itself, so a new table can never carry rows from one test file
 * into the next.
 */
const KEPT_TABLES = new Set(['migrations', 'services', 'billing_sequences']);

/**
 * Boots the real application (NestFactory, every middleware, migrations applied) on the test
 * database. `env` overrides configuration for this app only.
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { reset?: boolean } = {}): Promise<TestApp> {
  const saved: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  let app: NestExpressApplication;
  try {
    app = await createApp();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  const dataSource = app.get(DataSource);
  const testApp: TestApp = {
    app,
    http: app.getHttpServer(),
    dataSource,
    async reset() {
      await emptyTables(dataSource);
      await seedCatalogue(dataSource);
    },
    close: () => app.close(),
  };
  // A second instance on the same database (a restart, a replica) keeps what the first one wrote.
  if (opts.reset !== false) await testApp.reset();
  return testApp;
}

async function emptyTables(dataSource: DataSource): Promise<void> {
  const mysql = dataSource.options.type === 'mysql';
  const rows = (await dataSource.query(
    mysql
      ? 'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()'
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  )) as Array<{ name: string }>;
  const tables = rows.map((r) => r.name).filter((name) => !KEPT_TABLES.has(name));
  await dataSource.transaction(async (m) => {
    // Foreign keys are checked at the end (SQLite) or not at all (MySQL) while everything goes.
    await m.query(mysql ? 'SET FOREIGN_KEY_CHECKS = 0' : 'PRAGMA defer_foreign_keys = ON');
    for (const table of tables) await m.query(mysql ? `DELETE FROM \`${table}\`` : `DELETE FROM "${table}"`);
    if (mysql) await m.query('SET FOREIGN_KEY_CHECKS = 1');
  });
}

export const DEFAULT_PASSWORD = 'correct-horse-42';

let counter = 0;

/** Registration fields with unique username and email; override any field. */
export function registrationFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const n = `${Date.now().toString(36)}${counter}`;
  return { username: `user${n}`, email: `user${n}@example.co.za`, password: DEFAULT_PASSWORD, acceptTerms: true, ...overrides };
}

/** Registers a new client and returns a supertest agent carrying its session cookie, plus the user. */
export async function signedInAgent(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ agent: ReturnType<typeof request.agent>; user: { id: number; username: string; email: string; businessId: number } }> {
  const agent = request.agent(t.http);
  const res = await agent.post('/api/register').send(registrationFields(overrides)).expect(201);
  // The business registration made, as its owner (docs/client-businesses.md). Client rows and staff
  // routes name the business, never the account: use businessId for them, id for the person.
  const business = await agent.get('/api/businesses/current').expect(200);
  return {
    agent,
    user: { ...(res.body as { id: number; username: string; email: string }), businessId: (business.body as { id: number }).id },
  };
}

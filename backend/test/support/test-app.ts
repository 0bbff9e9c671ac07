import { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup';
import { seedCatalogue } from '../../src/database/seeds/catalogue.seed';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  dataSource: DataSource;
  /** Empties every table but the migrations' and the catalogue's, then re-seeds the catalogue. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Tables in an order that respects foreign keys when emptied one by one. The catalogue (services)
 * stays: the seed keeps it in line, and its ids never change, as in production.
 */
const TABLES = [
  'data_exports',
  'passkeys',
  'recovery_codes',
  'user_two_factor',
  'message_attachments',
  'conversation_reads',
  'conversation_messages',
  'conversations',
  'sessions',
  'admin_notifications',
  'client_assignments',
  'client_notes',
  'activity_logs',
  'quote_requests',
  'waitlist_submissions',
  'contact_submissions',
  'company_employees',
  'bank_statement_lines',
  'bank_statements',
  'credit_notes',
  'invoices',
  'payments',
  'document_requests',
  'documents',
  'subscriptions',
  'storage_usage',
  'users',
  'mail_outbox',
  'scheduler_leases',
  'rate_limit_counters',
  'storage_deletions',
  'enquiry_challenges',
];

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
  await dataSource.transaction(async (m) => {
    if (mysql) await m.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of TABLES) await m.query(mysql ? `DELETE FROM \`${table}\`` : `DELETE FROM "${table}"`);
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
): Promise<{ agent: ReturnType<typeof request.agent>; user: { id: number; username: string; email: string } }> {
  const agent = request.agent(t.http);
  const res = await agent.post('/api/register').send(registrationFields(overrides)).expect(201);
  return { agent, user: res.body as { id: number; username: string; email: string } };
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Fixtures for the auth-* and dashboard-* browser suites: fresh users and their data, per test. */

let counter = 0;

export interface TestUser {
  username: string;
  email: string;
  password: string;
  id: number;
}

export interface RegisterOptions {
  firstName?: string | null;
  lastName?: string | null;
  complete?: boolean;
}

/** A unique username per test run and call. */
export function uniqueName(prefix = 'client'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Registers a new client through the API with the page's cookie jar, so the page is signed in as
 * that user. `complete` fills every field the company form requires (no profile banner).
 */
export async function registerViaApi(page: Page, options: RegisterOptions = {}): Promise<TestUser> {
  const username = uniqueName();
  const password = 'Correct-Horse-42';
  const email = `${username}@example.co.za`;
  const profile = options.complete
    ? {
        phone: '+27 21 555 0100',
        company: 'Fynbos Studio (Pty) Ltd',
        address: '12 Main Road, Rondebosch',
        city: 'Cape Town',
        postalCode: '7700',
        country: 'South Africa',
      }
    : {};
  const res = await page.request.post('/api/register', {
    data: {
      username,
      email,
      password,
      firstName: options.firstName === undefined ? 'Thandi' : options.firstName,
      lastName: options.lastName === undefined ? 'Nkosi' : options.lastName,
      ...profile,
      acceptTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as { id: number };
  return { username, email, password, id: user.id };
}

export async function addEmployeeViaApi(request: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  const res = await request.post('/api/employees', { data });
  expect(res.status(), await res.text()).toBe(201);
}

/* ------------------------------------------------------------------------------------------
 * Staff-made data. Document requests, subscriptions and payments are created by staff or by
 * billing, which have no client API; the suites write them straight into the test database the
 * server uses (the Playwright config shares its folder through E2E_DATA_DIR).
 * ---------------------------------------------------------------------------------------- */

interface Statement {
  run(...params: unknown[]): { lastInsertRowid: number | bigint };
  get(...params: unknown[]): unknown;
}
interface Database {
  prepare(sql: string): Statement;
  pragma(text: string): unknown;
  close(): void;
}

function openDatabase(): Database {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suites through e2e/playwright.config.ts');
  // better-sqlite3 is the backend's driver (hoisted to the workspace root); it has no types here.
  const requireFromBackend = createRequire(join(__dirname, '../../backend/package.json'));
  const Sqlite = requireFromBackend('better-sqlite3') as new (path: string) => Database;
  const db = new Sqlite(join(dir, 'app.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

function withDb<T>(fn: (db: Database) => T): T {
  const db = openDatabase();
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** TypeORM's SQLite datetime text: UTC "yyyy-MM-dd HH:mm:ss.SSS". */
function sqlDate(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 86_400_000);
}

function serviceId(db: Database, packageType: string): number {
  const row = db.prepare('SELECT id FROM services WHERE packageType = ?').get(packageType) as { id: number } | undefined;
  if (!row) throw new Error(`No service ${packageType}: is the catalogue seeded?`);
  return row.id;
}

export interface SubscriptionRow {
  packageType: string;
  status: 'active' | 'pending' | 'canceled' | 'expired';
  renewalInDays?: number | null;
  autoRenew?: boolean;
  stripeSubscriptionId?: string | null;
}

export function insertSubscription(userId: number, s: SubscriptionRow): number {
  return withDb((db) => {
    const start = daysFromNow(-60);
    const renewal = s.renewalInDays === null || s.renewalInDays === undefined ? null : daysFromNow(s.renewalInDays);
    const result = db
      .prepare(
        `INSERT INTO subscriptions (userId, serviceId, status, stripeSubscriptionId, startDate, endDate, renewalDate, autoRenew)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        serviceId(db, s.packageType),
        s.status,
        s.stripeSubscriptionId ?? null,
        sqlDate(start),
        s.status === 'expired' || s.status === 'canceled' ? sqlDate(daysFromNow(-5)) : null,
        renewal ? sqlDate(renewal) : null,
        s.autoRenew === false ? 0 : 1,
      );
    return Number(result.lastInsertRowid);
  });
}

export interface PaymentRow {
  subscriptionId: number | null;
  amount: number;
  status: 'pending' | 'completed' | 'failed' | 'refunded';
  paymentMethod: string | null;
  stripePaymentId: string | null;
  paymentDate: Date;
  description: string | null;
}

export function insertPayment(userId: number, p: PaymentRow): number {
  return withDb((db) => {
    const result = db
      .prepare(
        `INSERT INTO payments (userId, subscriptionId, amount, currency, status, paymentMethod, stripePaymentId, paymentDate, description)
         VALUES (?, ?, ?, 'ZAR', ?, ?, ?, ?, ?)`,
      )
      .run(userId, p.subscriptionId, p.amount, p.status, p.paymentMethod, p.stripePaymentId, sqlDate(p.paymentDate), p.description);
    return Number(result.lastInsertRowid);
  });
}

export function insertDocumentRequest(
  clientId: number,
  r: { documentType: string; description: string | null; dueInDays: number | null },
): number {
  return withDb((db) => {
    const result = db
      .prepare(`INSERT INTO document_requests (clientId, documentType, description, dueDate, status) VALUES (?, ?, ?, ?, 'pending')`)
      .run(clientId, r.documentType, r.description, r.dueInDays === null ? null : isoDay(daysFromNow(r.dueInDays)));
    return Number(result.lastInsertRowid);
  });
}

/* ------------------------------------------------------------------------------------------ */

/** The single toast on screen has this title (and, when given, this description). */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
}

/**
 * axe-core finds no violations on the page once it has rendered: the shell (banners, menu) can
 * paint before a lazily loaded screen, so wait for the screen's own heading and its lists first.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // (An open dialog hides the page behind it from the accessibility tree: then the dialog will do.)
  const rendered = page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).or(page.getByRole('alertdialog'));
  await expect(rendered.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Follows a side-navigation link: straight on a desktop, through the slide-out menu on a phone. */
export async function navigateTo(page: Page, label: string): Promise<void> {
  // The side navigation shows from the lg breakpoint (1024 px); below it lives in the menu.
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: label, exact: true }).first().click();
}

/** The page fits the viewport's width (wide tables scroll inside their own region instead). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

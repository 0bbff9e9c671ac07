import { expect, request, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { enrolTotpViaApi } from './account-security-fixtures';
import { axe } from './axe';

/** Fixtures for the auth-* and dashboard-* browser suites: fresh users and their data, per test. */

let counter = 0;

export interface TestUser {
  username: string;
  email: string;
  password: string;
  /** The person's account. */
  id: number;
  /** The business they registered with: what staff routes and client rows name. */
  businessId: number;
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
  // The business registration made for them: staff routes and client rows name it, not the person.
  const business = await page.request.get('/api/businesses/current');
  expect(business.status()).toBe(200);
  const { id: businessId } = (await business.json()) as { id: number };
  return { username, email, password, id: user.id, businessId };
}

export async function addEmployeeViaApi(request: APIRequestContext, data: Record<string, unknown>): Promise<void> {
  const res = await request.post('/api/employees', { data });
  expect(res.status(), await res.text()).toBe(201);
}

/* ------------------------------------------------------------------------------------------
 * Staff-made data. Document requests, subscriptions and payments are made by the firm, so the
 * suites make them through the staff API, as the fixture admin: an admin account made with the
 * create-admin command (as an operator makes the first one), signed in once per test worker with
 * its authenticator set up. What no route can make (a date in the past, a state that only the
 * client, time or the billing job reaches, a row from before a rule existed) is then set with the
 * smallest UPDATE on the test server's database (E2E_DATA_DIR, shared by the Playwright config),
 * explained where it is done.
 * ---------------------------------------------------------------------------------------- */

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suites through e2e/playwright.config.ts');
  return dir;
}

let fixtureAdmin: Promise<APIRequestContext> | null = null;

/** The firm's admin the fixtures act as: made on first use in this worker, then reused. */
export function staffAdminRequest(): Promise<APIRequestContext> {
  fixtureAdmin ??= signInFixtureAdmin().catch((err: unknown) => {
    fixtureAdmin = null;
    throw err;
  });
  return fixtureAdmin;
}

async function signInFixtureAdmin(): Promise<APIRequestContext> {
  const username = uniqueName('fixtureadmin');
  const password = 'Fixture-Admin-42';
  execFileSync(
    process.execPath,
    [
      join(__dirname, '../../backend/dist/cli/create-admin.js'),
      '--username',
      username,
      '--name',
      'Fixture Admin',
      '--email',
      `${username}@firm.example`,
    ],
    {
      env: { ...process.env, DATA_DIR: dataDir(), NODE_ENV: 'test', LOG_LEVEL: 'warn', ADMIN_PASSWORD: password },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const admin = await request.newContext({ baseURL: BASE_URL });
  await expectStatus(admin.post('/api/login', { data: { username, password } }), 200);
  // Staff reach no staff route before their authenticator is set up (docs/account-security.md).
  await enrolTotpViaApi(admin);
  return admin;
}

async function expectStatus(pending: Promise<APIResponse>, status: number): Promise<APIResponse> {
  const res = await pending;
  expect(res.status(), await res.text()).toBe(status);
  return res;
}

interface Statement {
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}
interface Database {
  prepare(sql: string): Statement;
  pragma(text: string): unknown;
  close(): void;
}

/**
 * Sets what the API cannot on one row of the test database, and replaces the client's lists
 * version as every change made behind the application's back must (docs/dashboard.md).
 */
export function updateBehindTheApi(table: string, id: number, businessId: number, values: Record<string, unknown>): void {
  const columns = Object.keys(values);
  if (columns.length === 0) return;
  // better-sqlite3 is the backend's driver (hoisted to the workspace root); it has no types here.
  const requireFromBackend = createRequire(join(__dirname, '../../backend/package.json'));
  const Sqlite = requireFromBackend('better-sqlite3') as new (path: string) => Database;
  const db = new Sqlite(join(dataDir(), 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const result = db
      .prepare(`UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`)
      .run(...Object.values(values), id);
    expect(result.changes).toBe(1);
    db.prepare('UPDATE client_businesses SET listsVersion = ? WHERE id = ?').run(randomUUID(), businessId);
  } finally {
    db.close();
  }
}

/** TypeORM's SQLite datetime text: UTC "yyyy-MM-dd HH:mm:ss.SSS". */
function sqlDate(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}

const FIRM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });

export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * 86_400_000);
}

let packageIds: Map<string, number> | null = null;

async function serviceIdOf(admin: APIRequestContext, packageType: string): Promise<number> {
  if (!packageIds) {
    const res = await expectStatus(admin.get('/api/services'), 200);
    packageIds = new Map(((await res.json()) as { id: number; packageType: string }[]).map((p) => [p.packageType, p.id]));
  }
  const id = packageIds.get(packageType);
  if (id === undefined) throw new Error(`No service ${packageType}: is the catalogue seeded?`);
  return id;
}

export interface SubscriptionRow {
  packageType: string;
  status: 'active' | 'pending' | 'canceled' | 'expired';
  renewalInDays?: number | null;
  autoRenew?: boolean;
}

/** A new row written straight into the test server's database; its id. */
function insertBehindTheApi(table: string, businessId: number, values: Record<string, unknown>): number {
  const columns = Object.keys(values);
  const requireFromBackend = createRequire(join(__dirname, '../../backend/package.json'));
  const Sqlite = requireFromBackend('better-sqlite3') as new (path: string) => Database;
  const db = new Sqlite(join(dataDir(), 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const result = db
      .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
      .run(...Object.values(values));
    db.prepare('UPDATE client_businesses SET listsVersion = ? WHERE id = ?').run(randomUUID(), businessId);
    return Number(result.lastInsertRowid);
  } finally {
    db.close();
  }
}

/**
 * A subscription with a history: begun two months ago and renewing in a given number of days, or
 * canceled by the client or expired by the billing job since. The API starts one only through its
 * paid invoice and never backdates, so the journeys that need such a past write it behind the API.
 */
export async function insertSubscription(businessId: number, s: SubscriptionRow): Promise<number> {
  const admin = await staffAdminRequest();
  const serviceId = await serviceIdOf(admin, s.packageType);
  const open = s.status !== 'expired';
  return insertBehindTheApi('subscriptions', businessId, {
    businessId,
    serviceId,
    status: s.status,
    startDate: sqlDate(daysFromNow(-60)),
    renewalDate: s.renewalInDays == null ? null : sqlDate(daysFromNow(s.renewalInDays)),
    endDate: s.status === 'canceled' || s.status === 'expired' ? sqlDate(daysFromNow(-5)) : null,
    autoRenew: s.autoRenew === false || s.status === 'expired' ? 0 : 1,
    // What the API keeps while a subscription holds its package (one main package per business).
    openKey: open ? `${businessId}:${serviceId}` : null,
    mainKey: open ? String(businessId) : null,
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

/**
 * A payment from the business's history. Payments come only from invoices being settled; the
 * journeys that need months of history (including methods recorded before the method codes, or
 * none) write them behind the API.
 */
export function insertPayment(businessId: number, p: PaymentRow): Promise<number> {
  return Promise.resolve(
    insertBehindTheApi('payments', businessId, {
      businessId,
      subscriptionId: p.subscriptionId,
      amount: p.amount,
      currency: 'ZAR',
      status: p.status,
      paymentMethod: p.paymentMethod,
      stripePaymentId: p.stripePaymentId,
      paymentDate: sqlDate(p.paymentDate),
      description: p.description,
    }),
  );
}

const CATEGORY = /^[a-z_]+$/;

/**
 * Staff request a document. A due date in the past (an overdue request), a free-text type or no
 * description (requests from before the category list and the required description) cannot be
 * asked for: those are set afterwards.
 */
export async function insertDocumentRequest(
  clientId: number,
  r: { documentType: string; description: string | null; dueInDays: number | null },
): Promise<number> {
  const admin = await staffAdminRequest();
  const category = CATEGORY.test(r.documentType) ? r.documentType : 'other';
  const dueInDays = r.dueInDays ?? 0;
  const created = await expectStatus(
    admin.post(`/api/staff/clients/${clientId}/document-requests`, {
      data: {
        documentType: category,
        description: r.description ?? r.documentType,
        dueDate: FIRM_DAY.format(daysFromNow(Math.max(dueInDays, 0))),
      },
    }),
    201,
  );
  const { id } = (await created.json()) as { id: number };
  const values: Record<string, unknown> = {};
  if (category !== r.documentType) values.documentType = r.documentType;
  if (r.description === null) values.description = null;
  if (r.dueInDays === null) values.dueDate = null;
  else if (r.dueInDays < 0) values.dueDate = FIRM_DAY.format(daysFromNow(r.dueInDays));
  updateBehindTheApi('document_requests', id, clientId, values);
  return id;
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
  const results = await axe(page).analyze();
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

/**
 * A client account with something on every dashboard screen: an uploaded statement named
 * `fileName`, a pending and an overdue document request, an employee with a long address, an
 * active subscription with a completed payment, and a conversation with `subject`. Long names on
 * purpose: the layout checks measure what they do to a 375 px screen.
 */
export async function fillBusyAccount(
  page: Page,
  userId: number,
  { fileName, subject }: { fileName: string; subject: string },
): Promise<{ conversationId: number }> {
  const upload = await page.request.post('/api/documents/upload', {
    multipart: {
      category: 'bank_statement',
      description: 'Statements for the quarter',
      files: { name: fileName, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${fileName}\n`) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await insertDocumentRequest(userId, { documentType: 'bank_statement', description: 'Savings account, all of 2026', dueInDays: 6 });
  await insertDocumentRequest(userId, { documentType: 'payroll_tax', description: 'EMP201 working papers', dueInDays: -2 });
  await addEmployeeViaApi(page.request, {
    firstName: 'Sipho',
    lastName: 'Dlamini',
    email: 'sipho.dlamini.long.address@mokoena-interiors.example',
    position: 'Office manager',
    salaryAmount: 18500,
    startDate: '2021-02-01',
  });
  const sub = await insertSubscription(userId, { packageType: 'standard', status: 'active', renewalInDays: 5 });
  await insertPayment(userId, {
    subscriptionId: sub,
    amount: 3599,
    status: 'completed',
    paymentMethod: 'EFT',
    stripePaymentId: 'pay_1234567890abcdef',
    paymentDate: daysFromNow(-3),
    description: 'Standard package, monthly fee',
  });
  const conversation = await page.request.post('/api/conversations', { data: { subject, body: `About ${fileName}` } });
  expect(conversation.status(), await conversation.text()).toBe(201);
  return { conversationId: ((await conversation.json()) as { id: number }).id };
}

/** pdf-parse from the backend's dev dependencies: the text a reader of the PDF sees. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const requireFromBackend = createRequire(join(__dirname, '../../backend/package.json'));
  const { PDFParse } = requireFromBackend('pdf-parse') as {
    PDFParse: new (o: { data: Uint8Array }) => { getText(): Promise<{ text: string }>; destroy(): Promise<void> };
  };
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Axe-clean and no sideways scrolling: what every screen of a journey is checked for. */
export async function looksRight(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
}

/** Activates a control from the keyboard (a toast of an earlier step can sit over it on a phone). */
export async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

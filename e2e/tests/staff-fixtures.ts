import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { enrolTotpViaApi } from './account-security-fixtures';
import { registerViaApi, staffAdminRequest, type RegisterOptions, type TestUser } from './dashboard-fixtures';

/** Fixtures for the staff-* browser suites: staff members and clients, each in a browser context of their own. */

export type StaffRole = 'admin' | 'manager' | 'accountant';

interface Statement {
  run(...params: unknown[]): { changes: number };
}
interface Database {
  prepare(sql: string): Statement;
  pragma(text: string): unknown;
  close(): void;
}

/**
 * Staff accounts are made by an admin (or the create-admin command), never by registration; the
 * suites register an ordinary account and give it a staff role in the test server's database
 * (E2E_DATA_DIR, shared by the Playwright config). The session reads the user afresh on every
 * request, so the role applies at once.
 */
function writeToTestDatabase(sql: string, ...params: unknown[]): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suites through e2e/playwright.config.ts');
  const requireFromBackend = createRequire(join(__dirname, '../../backend/package.json'));
  const Sqlite = requireFromBackend('better-sqlite3') as new (path: string) => Database;
  const db = new Sqlite(join(dir, 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const result = db.prepare(sql).run(...params);
    expect(result.changes).toBe(1);
  } finally {
    db.close();
  }
}

function setRole(userId: number, role: StaffRole): void {
  writeToTestDatabase('UPDATE users SET role = ? WHERE id = ?', role, userId);
}

/**
 * Assigns a client to an accountant, as an admin does on the Team screen (through the staff API,
 * as the fixture admin). An accountant sees only assigned clients, so a journey run in a database
 * shared with every other suite sees only its own client's documents and notifications. The API
 * assigns accountants only; a journey where an admin or manager stands in for the client's
 * accountant gets the one row the Team screen would refuse.
 */
export async function assignClient(accountant: Actor, client: Actor): Promise<void> {
  if (accountant.role === 'accountant') {
    const admin = await staffAdminRequest();
    const res = await admin.post('/api/staff/assignments', {
      data: { clientId: client.user.businessId, accountantId: accountant.user.id },
    });
    expect(res.status(), await res.text()).toBe(201);
    return;
  }
  writeToTestDatabase(
    'INSERT INTO client_assignments (clientId, accountantId, isActive) VALUES (?, ?, 1)',
    client.user.businessId,
    accountant.user.id,
  );
}

const openContexts: BrowserContext[] = [];

/** Closes the contexts newClient and newStaff opened (call from afterEach). */
export async function closeActors(): Promise<void> {
  await Promise.all(openContexts.splice(0).map((c) => c.close()));
}

export interface Actor {
  page: Page;
  user: TestUser;
  /** Staff only: the authenticator secret their second step takes codes from. */
  totpSecret?: string;
  /** Staff only. */
  role?: StaffRole;
}

/** A new browser context signed in as a fresh client (axe needs pages from newContext). */
export async function newClient(browser: Browser, options: RegisterOptions = {}): Promise<Actor> {
  const context = await browser.newContext();
  openContexts.push(context);
  const page = await context.newPage();
  const user = await registerViaApi(page, options);
  return { page, user };
}

/** A new browser context signed in as a fresh staff member with this role. */
export async function newStaff(browser: Browser, role: StaffRole, options: RegisterOptions = {}): Promise<Actor> {
  const context = await browser.newContext();
  openContexts.push(context);
  return signInAsNewStaff(await context.newPage(), role, options);
}

/** Signs `page` (say the test's own, with its project's device) in as a fresh staff member with this role. */
export async function signInAsNewStaff(page: Page, role: StaffRole, options: RegisterOptions = {}): Promise<Actor> {
  const user = await registerViaApi(page, { firstName: 'Nomsa', lastName: 'Dlamini', ...options });
  setRole(user.id, role);
  // Staff reach no staff route before their authenticator is set up.
  const totpSecret = await enrolTotpViaApi(page);
  return { page, user, totpSecret, role };
}

const FIRM_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-MM-dd in Africa/Johannesburg, `days` from today: the firm calendar the API checks due dates by. */
export function saDate(days: number): string {
  return FIRM_DATE.format(new Date(Date.now() + days * 86_400_000));
}

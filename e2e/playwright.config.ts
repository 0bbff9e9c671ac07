import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { firmServerEnv } from './tests/firm-settings';
import { scaled } from './tests/time-scale';

/** Debian's Chromium (no browser download): CHROMIUM_PATH, else the one on PATH. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium not found: run e2e/scripts/ensure-chromium.sh or set CHROMIUM_PATH');
  }
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
// A fresh SQLite database and upload folder for every run; tests create their own users.
// Kept in the environment so the test workers (forked from this process) know it too: fixtures that
// need staff-made rows (document requests, subscriptions) write them into this database.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const DATA_DIR = process.env.E2E_DATA_DIR;

/**
 * What the phone project runs: what differs on a phone, not every desktop test again
 * (docs/testing-and-benchmarks.md). Whole files by name, and single tests or groups tagged
 * `@phone` (layout and menus that change below the lg breakpoint, axe at 375 px once per screen,
 * the throttled console check, touch flows). Playwright matches these against the project,
 * file and test titles; `@phone-only` marks a group the desktop project leaves out.
 */
const PHONE_ONLY = [/\bmobile-fit\.spec\.ts\b/, /\bphone-a11y\.spec\.ts\b/, /@phone-only\b/];
// The screenshot set (run with SHOTS_DIR) is taken at both widths, and so are the journeys tagged
// `@shots` that take the docs' pictures of screens reached part-way (e2e/scripts/screenshots.mjs).
const PHONE_RUNS = [/@phone\b/, /\bscreenshots\.spec\.ts\b/, ...PHONE_ONLY, ...(process.env.SHOTS_DIR ? [/@shots\b/] : [])];

export default defineConfig({
  testDir: './tests',
  // Files run side by side in E2E_WORKERS workers (2 by default) against one server; each test
  // makes its own users and looks only at its own rows in firm-wide lists. Tests inside a file
  // keep their order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Two workers share two cores with the server: generous limits, so only a real fault fails a test.
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // A trace records the DOM before and after every action: it made the suites 15-30% slower.
    // CI prints only the output (nobody opens its trace files), so there it is off; elsewhere a
    // failing test keeps its trace. E2E_TRACE sets it either way (docs/testing-and-benchmarks.md).
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      // Root in a container needs --no-sandbox; the rest keep Chromium off the (closed) network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: PHONE_ONLY },
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } }, grep: PHONE_RUNS },
  ],
  webServer: {
    command: 'node ../backend/dist/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: scaled(60_000),
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      FRONTEND_DIST: process.env.FRONTEND_DIST_DIR
        ? resolve(__dirname, '../frontend', process.env.FRONTEND_DIST_DIR)
        : resolve(__dirname, '../frontend/dist'),
      // The browser suites submit many forms from one address: keep the limits out of their way.
      ENQUIRY_LIMIT_PER_HOUR: '1000',
      REGISTER_LIMIT_PER_HOUR: '1000',
      LOGIN_LIMIT_PER_IP: '1000',
      REAUTH_LIMIT_PER_IP: '1000',
      ARGON2_MEMORY_KIB: '8192',
      ARGON2_TIME_COST: '1',
      // The firm's details the public pages are rendered with at start, and the invoices use: a
      // VAT-registered firm by default, so invoices are tax invoices (billing-journey.spec.ts).
      ...firmServerEnv(),
      // Every staff journey sets up an authenticator from this one address.
      TWO_FACTOR_LIMIT_PER_IP: '1000',
    },
  },
});

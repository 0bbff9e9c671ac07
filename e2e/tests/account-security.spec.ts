import { expect, test, type Page } from '@playwright/test';
import { totpCode } from './account-security-fixtures';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expectNoAxeViolations, expectToast, registerViaApi, type TestUser } from './dashboard-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

/** Chromium's virtual authenticator (CDP): a platform passkey with user verification, as a laptop's fingerprint reader. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

/** The server writes every mail as an .eml file here (no SMTP_URL in the browser suites). */
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The link starting with `path` in the newest `template` mail to `to`. */
async function linkFromOutbox(to: string, template: string, path: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      if (!existsSync(OUTBOX)) return '';
      for (const f of readdirSync(OUTBOX)
        .filter((n) => n.endsWith(`-${template}.eml`))
        .sort()
        .reverse()) {
        const mail = await simpleParser(await readFile(join(OUTBOX, f)));
        const rcpt = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
        const m = rcpt === to ? new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(mail.text ?? '') : null;
        if (m) return (found = m[0]);
      }
      return '';
    })
    .not.toBe('');
  return found;
}

async function signOut(page: Page): Promise<void> {
  // From the header on a desktop, from the slide-out menu on a phone.
  const headerLogout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
  if (await headerLogout.isVisible()) await headerLogout.click();
  else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/auth$/);
}

async function signInWithPassword(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('Account security in the browser', () => {
  // Each journey signs in several times and runs axe twice; shared CI machines are slow.
  test.describe.configure({ timeout: scaled(90_000) });

  test('adds a passkey, signs out, and signs in with it alone', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await addVirtualAuthenticator(page);
    const user = await registerViaApi(page);
    await page.goto('/dashboard/settings');

    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys.getByText('No passkeys yet.')).toBeVisible({ timeout: scaled(20_000) });
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await passkeys.getByLabel('Name for this passkey').fill('Work laptop');
    // Adding a way in asks for the password again (docs/account-security.md).
    await passkeys.getByRole('button', { name: 'Create passkey' }).click();
    await expect(passkeys.locator('#passkey-password-error')).toHaveText('Enter your password');
    await passkeys.getByLabel('Your password').fill('not-my-password');
    await passkeys.getByRole('button', { name: 'Create passkey' }).click();
    await expect(passkeys.locator('#passkey-password-error')).toHaveText('Your password is not correct');
    await passkeys.getByLabel('Your password').fill(user.password);
    await passkeys.getByRole('button', { name: 'Create passkey' }).click();
    await expect(passkeys.getByRole('list', { name: 'Passkeys' }).getByText('Work laptop')).toBeVisible();
    await expect(passkeys.getByText('Never used')).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await shot(page, 'settings-security');

    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    // Back where the sign-out started.
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    expect((await (await page.request.get('/api/user')).json()).username).toBe(user.username);
    const sessions = (await (await page.request.get('/api/account/sessions')).json()) as Array<{ current: boolean; method: string }>;
    expect(sessions.find((s) => s.current)?.method).toBe('passkey');

    // A password reset lists the passkey, with one action removing them all.
    await page.request.post('/api/password/forgot', { data: { identifier: user.email } });
    await page.goto(await linkFromOutbox(user.email, 'password-reset', '/auth/reset?token='));
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Secret-9');
    await page.getByLabel('Confirm new password').fill('Brand-New-Secret-9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const removal = page.getByRole('group', { name: 'Remove all passkeys' });
    await expect(removal.getByRole('listitem')).toHaveText(['Work laptop']);
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await removal.getByRole('button', { name: 'Remove all passkeys' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your passkey was removed from your account.' })).toBeVisible();
    await context.close();
  });

  test('sets up an authenticator app, saves the recovery codes, then signs in with a code', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const user = await registerViaApi(page);
    await page.goto('/dashboard/settings');

    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(card.getByTestId('totp-status')).toHaveText('Off', { timeout: scaled(20_000) });
    await card.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
    await expectNoAxeViolations(page);
    await card.getByLabel('Code from your authenticator app').fill('123');
    await card.getByRole('button', { name: 'Turn on' }).click();
    await expect(card.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await card.getByLabel('Code from your authenticator app').fill(await totpCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();

    const codes = card.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download as a text file' }).click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByTestId('totp-status')).toHaveText('On');

    await signOut(page);
    await signInWithPassword(page, user);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await shot(page, 'auth-second-step');
    // The code that turned it on is spent; the next 30-second step's code is accepted now (one step of drift either way).
    await page.getByLabel('Code from your authenticator app').fill(await totpCode(secret, Math.floor(Date.now() / 1000) + 30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await context.close();
  });

  test('the activity screen lists sign-ins and uploads, and passes axe', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerViaApi(page);
    await page.goto('/dashboard/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await expect(page.getByTestId('activity-list').getByText('Created the account and signed in')).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await shot(page, 'activity');
    await context.close();
  });

  test('signed-in devices: lists every session, signs out one, then all others, at once', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const user = await registerViaApi(page);
    // Two more browsers sign in to the same account.
    const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const SAFARI_IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const others = [];
    for (const userAgent of [FIREFOX_WINDOWS, SAFARI_IPHONE]) {
      const other = await browser.newContext({ userAgent, extraHTTPHeaders: { 'User-Agent': userAgent } });
      const res = await other.request.post('/api/login', { data: { username: user.username, password: user.password } });
      expect(res.status(), await res.text()).toBe(200);
      others.push(other);
    }
    const [firefox, safari] = others;

    await page.goto('/dashboard/settings');
    const card = page.getByRole('region', { name: 'Signed-in devices' });
    const list = card.getByTestId('device-sessions');
    await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: scaled(20_000) });
    await expect(list.getByText('This device')).toHaveCount(1);
    await expect(list.getByText(/^Firefox 133 on Windows/)).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);

    // One device: its session ends at once, whatever it does next.
    await card.getByRole('button', { name: /^Sign out Firefox 133 on Windows/ }).click();
    await expectToast(page, 'Signed out');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    expect((await firefox.request.get('/api/user')).status()).toBe(401);
    expect((await safari.request.get('/api/user')).status()).toBe(200);

    // Every other device; this one stays signed in.
    await card.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expectToast(page, 'Signed out 1 other device');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(card.getByText('No other devices are signed in.')).toBeVisible();
    expect((await safari.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    await shot(page, 'settings-devices');
    for (const other of others) await other.close();
    await context.close();
  });

  test('"Download my data" saves the ZIP, and a second ask within the hour says why not', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await registerViaApi(page);
    await page.goto('/dashboard/settings');
    const card = page.getByRole('region', { name: 'Download my data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download my data (ZIP)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect((await readFile((await download.path())!)).subarray(0, 2).toString()).toBe('PK');
    await expectToast(page, 'Your data is downloading');
    await card.getByRole('button', { name: 'Download my data (ZIP)' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Could not download your data' })).toContainText(
      'You can download your data once an hour. Please try again later.',
    );
    // A mailed link that is not this account's says so instead of offering a download.
    await page.goto('/dashboard/settings?export=not-a-real-token#download-my-data');
    await expect(card.getByRole('alert')).toContainText('This download link has expired or is not for this account.');
    await expectNoAxeViolations(page);
    await context.close();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations, expectNoHorizontalOverflow, expectToast, registerViaApi } from './dashboard-fixtures';
import { closeActors, newStaff } from './staff-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

/** The server writes every mail as an .eml file here (no SMTP_URL in the browser suites). */
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Waits for the newest mail of `template` to `to` in the outbox folder and returns the link in it that starts with `path`. */
async function linkFromOutbox(to: string, template: string, path: string, after: Set<string> = new Set()): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        if (!existsSync(OUTBOX)) return '';
        const files = readdirSync(OUTBOX)
          .filter((f) => f.endsWith(`-${template}.eml`) && !after.has(f))
          .sort()
          .reverse();
        for (const f of files) {
          const mail = await simpleParser(readFileSync(join(OUTBOX, f)));
          const rcpt = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
          if (rcpt !== to) continue;
          const m = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(mail.text ?? '');
          if (m) {
            found = m[0];
            return found;
          }
        }
        return '';
      },
      { timeout: scaled(10_000), message: `a ${template} mail to ${to}` },
    )
    .not.toBe('');
  return found;
}

function outboxFiles(): Set<string> {
  return new Set(existsSync(OUTBOX) ? readdirSync(OUTBOX) : []);
}

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
}

// Whole journeys (several pages, a mail round trip, argon2 at each sign-in) on a shared, busy machine.
test.describe.configure({ timeout: scaled(120_000) });

test.afterAll(closeActors);

test('forgot password: the link from the outbox sets a new password that signs in', async ({ page }) => {
  const user = await registerViaApi(page);
  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByText('Enter your username or email address')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'forgot');
  await page.getByLabel('Username or email address').fill(user.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByText('If an account matches, we have emailed a link to reset the password.')).toBeVisible();

  const link = await linkFromOutbox(user.email, 'password-reset', '/auth/reset?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.locator('#reset-password-error')).toHaveText('Password must be at least 8 characters');
  await expect(page.locator('#reset-confirm-error')).toHaveText("Passwords don't match");
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'reset');
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-Secret-9');
  await page.getByLabel('Confirm new password').fill('Brand-New-Secret-9');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Secret-10');
  await page.getByLabel('Confirm new password').fill('Another-Secret-10');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired. Please ask for a new one.');

  await page.goto('/auth');
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password').fill('Brand-New-Secret-9');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the confirmation banner asks until the link is opened; Resend sends a new link', async ({ page }) => {
  const user = await registerViaApi(page);
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Please confirm your email address.' });
  await expect(banner).toContainText(`We sent a link to ${user.email}.`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'banner');
  // The registration mail is there; Resend replaces it with a new link.
  await linkFromOutbox(user.email, 'email-verification', '/auth/verify-email?token=');
  const before = outboxFiles();
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expectToast(page, 'We have sent a new confirmation link.');
  const link = await linkFromOutbox(user.email, 'email-verification', '/auth/verify-email?token=', before);

  await page.goto(link);
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('settings: notification switches are saved; security notices are always on', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(card).toContainText('Security notices');
  await expect(card).toContainText('Always on');
  const reminders = card.getByRole('switch', { name: 'Document request reminders' });
  await expect(reminders).toBeChecked();
  // The switches wait, disabled, until the saved preferences have loaded.
  await expect(reminders).toBeEnabled();
  await reminders.focus();
  await page.keyboard.press('Space');
  await expectToast(page, 'Notification settings saved');
  await expect(reminders).not.toBeChecked();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('switch', { name: 'Document request reminders' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Notifications', exact: true }).getByRole('switch', { name: 'Document review notices' }),
  ).toBeChecked();
});

test('staff outbox: admins see recent mail without bodies and filter by status', async ({ browser }) => {
  const admin = await newStaff(browser, 'admin');
  const page = admin.page;
  await page.goto('/staff/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Messages, newest first' });
  await expect(table).toContainText('Please confirm your email address');
  await expect(table).toContainText(admin.user.email);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'outbox');
  await page.getByLabel('Status').selectOption('failed');
  await expect(page.getByText('No message matches this filter.')).toBeVisible();
});

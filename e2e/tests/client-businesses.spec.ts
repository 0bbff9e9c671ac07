import { expect, test, type Browser, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations, expectToast, uniqueName } from './dashboard-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

/**
 * Client businesses on the screens (docs/client-businesses.md): an owner invites a bookkeeper from
 * the people screen, the bookkeeper registers from the mail's link and works for that business
 * with what the role allows; a person in two businesses switches between them in the header.
 */

/** The server writes every mail as an .eml file here (no SMTP_URL in the browser suites). */
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const PASSWORD = 'Correct-Horse-42';

/** The link starting with `path` in the newest `template` mail to `to`. */
async function linkFromOutbox(to: string, template: string, path: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        if (!existsSync(OUTBOX)) return '';
        const files = readdirSync(OUTBOX)
          .filter((f) => f.endsWith(`-${template}.eml`))
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

interface Owner {
  username: string;
  email: string;
  company: string;
}

/** Registers an owner whose business is named after a company of its own, signed in on `page`. */
async function registerOwner(page: Page, prefix: string): Promise<Owner> {
  const username = uniqueName(prefix);
  const email = `${username}@example.co.za`;
  const company = `${prefix[0].toUpperCase()}${prefix.slice(1)} ${username.slice(-6)} (Pty) Ltd`;
  const res = await page.request.post('/api/register', {
    data: { username, email, password: PASSWORD, firstName: 'Thandi', lastName: 'Nkosi', company, acceptTerms: true },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, email, company };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

/** The dashboard navigation: the side bar on a desktop, the slide-out menu (opened) on a phone. */
async function dashboardNav(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Dashboard' });
}

async function newPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

// Mail round trips and three argon2 sign-ups a test on a shared machine.
test.describe.configure({ timeout: scaled(120_000) });

// @shots: the docs' pictures of the People screen and the invitation page come from here.
test('an owner invites a bookkeeper, who registers from the link and works without billing @shots', async ({ page, browser }) => {
  const owner = await registerOwner(page, 'fynbos');
  await page.goto('/dashboard/people');
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByTestId('current-business')).toContainText(owner.company);
  const members = page.getByRole('table', { name: 'Members of the business' });
  await expect(members).toContainText(owner.email);
  await expect(members).toContainText('Owner');

  // The only owner cannot step down: the API's 409 sentence is shown.
  await page.getByRole('button', { name: 'Change role of Thandi Nkosi' }).click();
  await page.getByRole('dialog').getByLabel('Role').selectOption('viewer');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('dialog')).toContainText('A business must keep at least one owner: make someone else an owner first');
  await page.getByRole('button', { name: 'Cancel' }).click();

  const invitee = `${uniqueName('bookkeeper')}@example.co.za`;
  await page.getByRole('textbox', { name: 'Email address' }).fill(invitee);
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('bookkeeper');
  // What the role may do, in words, under the select.
  await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toHaveAccessibleDescription(
    'Documents, requests, documents from the firm, messages, company profile and employees. Not billing.',
  );
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, `Invitation sent to ${invitee}`);
  const invitations = page.getByRole('table', { name: 'Invitations waiting for an answer' });
  await expect(invitations.getByRole('row', { name: new RegExp(invitee) })).toContainText('Pending');
  await expect(invitations.getByRole('row', { name: new RegExp(invitee) })).toContainText('Bookkeeper');
  await expectNoAxeViolations(page);
  await shot(page, 'people');

  const link = await linkFromOutbox(invitee, 'business-invitation', '/invitations/accept?token=');

  const bookkeeper = await newPage(browser, page);
  await bookkeeper.goto(link);
  await expect(bookkeeper.getByRole('heading', { level: 1, name: 'You are invited' })).toBeVisible();
  await expect(bookkeeper.getByTestId('invitation-business')).toHaveText(owner.company);
  await expect(bookkeeper.getByTestId('invitation-email')).toHaveText(invitee);
  await expect(bookkeeper.getByRole('textbox', { name: 'Email address' })).toHaveValue(invitee);
  await expect(bookkeeper.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('readonly', '');
  await expect(bookkeeper.getByRole('link', { name: 'I already have a login: sign in' })).toBeVisible();
  await expectNoAxeViolations(bookkeeper);
  await shot(bookkeeper, 'invitation');

  await bookkeeper.getByLabel('Username').fill(uniqueName('bk'));
  await bookkeeper.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await bookkeeper.getByLabel('Confirm password').fill(PASSWORD);
  await bookkeeper.getByLabel('First name').fill('Pieter');
  await bookkeeper.getByLabel('Last name').fill('Botha');
  await bookkeeper.getByRole('checkbox').check();
  await bookkeeper.getByRole('button', { name: 'Create login and join' }).click();
  await expect(bookkeeper).toHaveURL(/\/dashboard$/);
  await expect(bookkeeper.getByTestId('current-business')).toContainText(owner.company);

  // The navigation has documents but no billing and no people.
  const nav = await dashboardNav(bookkeeper);
  await expect(nav.getByRole('link', { name: 'Documents', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Subscriptions', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Payments', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'People', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Upload Files', exact: true }).click();

  await expect(bookkeeper.getByRole('heading', { level: 1 })).toBeVisible();
  await bookkeeper
    .locator('input[type="file"]:not([capture])')
    .setInputFiles([{ name: 'slips-march.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% slips\n') }]);
  await bookkeeper.getByLabel('Document category').selectOption('bank_statement');
  await bookkeeper.getByRole('button', { name: 'Upload 1 file' }).click();
  await expectToast(bookkeeper, 'Documents uploaded successfully');

  // A billing screen reached by its address says the role does not allow it.
  await bookkeeper.goto('/dashboard/payments');
  await expect(bookkeeper.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeVisible();
  await expect(bookkeeper.getByTestId('role-denied')).toContainText('Your role in this business (Bookkeeper) does not allow billing.');
  await expect(bookkeeper.getByTestId('toast')).toHaveCount(0);
  await bookkeeper.goto('/dashboard/subscriptions');
  await expect(bookkeeper.getByTestId('role-denied')).toContainText('does not allow billing');
  await expectNoAxeViolations(bookkeeper);

  // The owner sees the new member on the people screen.
  await page.reload();
  await expect(members).toContainText(invitee);
  await expect(members.getByRole('row', { name: new RegExp(invitee) })).toContainText('Bookkeeper');
  await bookkeeper.context().close();
});

test('an invalid invitation link shows the API’s sentence', async ({ page }) => {
  await page.goto('/invitations/accept?token=not-a-real-token');
  await expect(page.getByRole('alert')).toContainText('This invitation link is not valid any more.');
  await expectNoAxeViolations(page);
});

test('an owner made a member of a second business switches between them in the header @phone', async ({ page, browser }) => {
  const first = await registerOwner(page, 'karoo');
  // The invitation is accepted with a confirmed address: confirm it from the registration mail.
  await page.goto(await linkFromOutbox(first.email, 'email-verification', '/auth/verify-email?token='));
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible();

  const secondPage = await newPage(browser, page);
  const second = await registerOwner(secondPage, 'berg');
  const current = await secondPage.request.get('/api/businesses/current');
  const { id: secondId } = (await current.json()) as { id: number };
  const sent = await secondPage.request.post(`/api/businesses/${secondId}/invitations`, { data: { email: first.email, role: 'finance' } });
  expect(sent.status(), await sent.text()).toBe(201);
  await secondPage.context().close();

  await page.goto(await linkFromOutbox(first.email, 'business-invitation', '/invitations/accept?token='));
  await expect(page.getByTestId('invitation-business')).toHaveText(second.company);
  await expect(page.getByText(`You are signed in as ${first.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Joined: the business joined is the current one, and the switcher lists both with the role.
  const switcher = page.getByRole('combobox', { name: 'Business' });
  await expect(switcher.locator('option:checked')).toHaveText(`${second.company} (Finance)`);
  await expect(switcher.locator('option')).toHaveCount(2);
  await expect(switcher).toContainText(`${first.company} (Owner)`);
  // Finance has no people screen.
  let nav = await dashboardNav(page);
  await expect(nav.getByRole('link', { name: 'Payments', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'People', exact: true })).toHaveCount(0);
  if (isPhone(page)) await page.getByRole('button', { name: 'Close menu' }).click();

  // Switching stays on the screen and reloads it for the other business.
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await switcher.selectOption({ label: `${first.company} (Owner)` });
  await expectToast(page, `Now working for ${first.company}`);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(switcher.locator('option:checked')).toHaveText(`${first.company} (Owner)`);
  nav = await dashboardNav(page);
  await expect(nav.getByRole('link', { name: 'People', exact: true })).toBeVisible();
  if (isPhone(page)) await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('heading', { name: 'Leave this business' })).toBeVisible();
  await expectNoAxeViolations(page);
});

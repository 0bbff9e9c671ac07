import { totpCode } from './account-security-fixtures';
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expectToast, insertDocumentRequest, registerViaApi } from './dashboard-fixtures';
import { captchaSum, enquiryForm, PUBLIC_PAGES } from './public-helpers';
import { assignClient, closeActors, newClient, newStaff } from './staff-fixtures';
import { scaled } from './time-scale';

/**
 * Defects found by walking through the portal, each as the person who met it would meet it. Every test here failed on the
 * build before the fixes (see docs/mobile-and-overview.md).
 */

const PHONE = { width: 375, height: 740 };
// Unique per run: an admin sees every client's uploads, other suites' and the other project's included.
const MARCH = `march-statement-${Date.now().toString(36)}.pdf`;
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) });

/** Nothing on the page, and no open dialog, reaches past the right edge of the viewport. */
async function expectFitsViewport(page: Page, what: string): Promise<void> {
  const box = await page.evaluate(() => {
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((d) => d.getBoundingClientRect());
    return {
      viewport: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      dialogs: dialogs.map((r) => ({ left: Math.round(r.left), right: Math.round(r.right) })),
    };
  });
  expect(box.scrollWidth, `${what}: page width`).toBeLessThanOrEqual(box.viewport);
  for (const d of box.dialogs) {
    expect(d.left, `${what}: dialog left edge`).toBeGreaterThanOrEqual(0);
    expect(d.right, `${what}: dialog right edge`).toBeLessThanOrEqual(box.viewport);
  }
}

test.describe('defect 1: the staff console on a phone', () => {
  test.afterEach(closeActors);

  test('every staff page and the review dialog fit 375 px, with unread notifications in the menu', async ({ browser }) => {
    test.setTimeout(scaled(90_000));
    const client = await newClient(browser, { complete: true });
    const admin = await newStaff(browser, 'admin');
    await assignClient(admin, client);
    // An upload makes an unread notification: the menu then carries its hidden "(n unread)" label.
    const upload = await client.page.request.post('/api/documents/upload', {
      multipart: { category: 'bank_statement', description: 'March statement', files: pdf(MARCH) },
    });
    expect(upload.status(), await upload.text()).toBe(201);

    const page = admin.page;
    await page.setViewportSize(PHONE);
    for (const path of [
      '/staff',
      '/staff/enquiries',
      '/staff/clients',
      '/staff/documents',
      '/staff/requests',
      '/staff/notifications',
      '/staff/team',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectFitsViewport(page, path);
    }
    await page.goto('/staff/documents');
    await page.getByRole('button', { name: `Review ${MARCH}` }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Review document' })).toBeVisible();
    await expectFitsViewport(page, 'review dialog');
  });
});

test('defect 2: /services fits a phone; the email button wraps inside it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/services');
  const email = page.getByRole('link', { name: /Email us/ });
  await expect(email).toBeVisible();
  const box = await email.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await expectFitsViewport(page, '/services');
});

test('defect 3: a request type is shown by its label, never its key', async ({ page }) => {
  const user = await registerViaApi(page, { complete: true });
  await insertDocumentRequest(user.businessId, { documentType: 'bank_statement', description: null, dueInDays: 5 });
  await insertDocumentRequest(user.businessId, { documentType: 'director_id', description: 'Both directors', dueInDays: 9 });

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Document Requests' });
  await expect(card).toContainText('Bank Statement');
  await expect(card).toContainText('Director ID');
  await expect(card).not.toContainText('bank_statement');

  await page.goto('/dashboard/documents');
  await page.getByRole('tab', { name: /Document Requests/ }).click();
  const pending = page.getByRole('table', { name: 'Pending Requests' });
  await expect(pending).toContainText('Bank Statement');
  await expect(pending).not.toContainText('bank_statement');
  await expect(pending).not.toContainText('director_id');
  await pending.getByRole('button', { name: 'Details: Director ID' }).click();
  const dialog = page.getByRole('dialog', { name: 'Document Request' });
  await expect(dialog).toContainText('Director ID');
  await expect(dialog).not.toContainText('director_id');
});

test('defect 4: canonical links, og:url, structured data, sitemap and robots use the run-time PUBLIC_URL', async ({ request, baseURL }) => {
  // The Playwright server runs with PUBLIC_URL = its own address; the build was made without it.
  const site = baseURL!.replace(/\/+$/, '');
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    const url = `${site}${path === '/' ? '/' : path}`;
    expect(html, path).toContain(`<link rel="canonical" href="${url}"`);
    expect(html, path).toContain(`<meta property="og:url" content="${url}"`);
    expect(html, path).toContain(`"url":"${site}/"`);
    expect(html, path).not.toContain('public-url.invalid');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${site}/</loc>`);
  expect(sitemap).toContain(`<loc>${site}/privacy</loc>`);
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${site}/sitemap.xml`);
  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).not.toContain('public-url.invalid');
});

test.describe('defect 6: the demo data agrees with itself', () => {
  test('requests made before they fell due, completed when their file came, and of a real category', async ({ page }) => {
    // The demo seed, as `npm run seed:demo` runs it, into this server's database.
    const out = execFileSync('node', [join(__dirname, '../../backend/dist/cli/seed-demo.js')], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, RESET_DEMO_PASSWORD: '1', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    const password = /Password:\s+(\S+)/.exec(out)?.[1];
    expect(password, out).toBeTruthy();
    const login = await page.request.post('/api/login', { data: { username: 'demo', password } });
    expect(login.status()).toBe(200);

    await page.goto('/dashboard/documents');
    await page.getByRole('tab', { name: /Document Requests/ }).click();
    const pending = page.getByRole('table', { name: 'Pending Requests' });
    const overdueRow = pending.getByRole('row').filter({ hasText: 'Overdue' });
    await expect(overdueRow).toHaveCount(1);
    await overdueRow.getByRole('button', { name: /^Details:/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Document Request' });
    const requested = Date.parse(await dialog.locator('dt:has-text("Requested on") + dd').innerText());
    const due = Date.parse(await dialog.locator('dt:has-text("Due date") + dd').innerText());
    expect(requested).toBeLessThan(due);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // The completed request was completed on the day its document was uploaded.
    const completed = page.getByRole('table', { name: 'Completed Requests' }).getByRole('row').nth(1);
    // On a phone the cell also carries its column label ("Completed on"): take the date alone.
    const completedOn = /\d{1,2} \w{3} \d{4}/.exec(await completed.getByRole('cell').nth(2).innerText())?.[0];
    expect(completedOn).toBeTruthy();
    await page.getByRole('tab', { name: 'All Documents' }).click();
    const payroll = page.getByRole('table', { name: 'Your documents' }).getByRole('row', { name: /payroll-summary/ });
    await expect(payroll).toContainText(completedOn!);

    // Uploading for the overdue request preselects its own category, not "Other".
    await page.getByRole('tab', { name: /Document Requests/ }).click();
    await overdueRow.getByRole('link', { name: /^Upload:/ }).click();
    await expect(page).toHaveURL(/requestId=\d+/);
    const category = page.getByLabel('Document category');
    await expect(category).toHaveValue('Payroll Tax');
  });
});

test.describe('defect 7: staff sign in to the console', () => {
  test.afterEach(closeActors);

  test('a staff member lands on /staff, and its tabs are named after the console', async ({ browser }) => {
    const staff = await newStaff(browser, 'accountant');
    const page = staff.page;
    await page.request.post('/api/logout');
    await page.goto('/auth');
    await page.getByLabel('Username or email').fill(staff.user.username);
    await page.getByLabel('Password').fill(staff.user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Staff sign in with their authenticator too; the code that enabled it is spent, the next step's is not.
    await page.getByLabel('Code from your authenticator app').fill(await totpCode(staff.totpSecret!, Math.floor(Date.now() / 1000) + 30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What needs attention' })).toBeVisible();
    await expect(page).toHaveTitle('What needs attention | Staff Console');
    await page.goto('/staff/clients');
    await expect(page).toHaveTitle('Clients | Staff Console');
  });
});

test.describe('defect 8: smaller defects', () => {
  test.afterEach(closeActors);

  test('a toast does not cover the floating call and WhatsApp buttons', async ({ page }) => {
    await page.goto('/');
    const form = enquiryForm(page, 'home');
    await captchaSum(form);
    await form.getByLabel('Full name').fill('Thandi Nkosi');
    await form.getByLabel('Email').fill('thandi@example.co.za');
    await form.getByRole('checkbox').check();
    await form.getByLabel(/What is/).fill('999');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Verification failed');
    const t = (await toast.boundingBox())!;
    for (const title of ['Call us', 'Chat with us on WhatsApp']) {
      const b = (await page.locator(`a[title="${title}"]`).boundingBox())!;
      const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
      expect(overlaps, `toast over ${title}`).toBe(false);
    }
  });

  test('the call button stays visible over the dark footer', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    const call = page.locator('a[title="Call us"]');
    const ring = await call.evaluate((el) => {
      const s = getComputedStyle(el);
      return { width: parseFloat(s.borderTopWidth), color: s.borderTopColor };
    });
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.color).toBe('rgb(255, 255, 255)');
  });

  test('"Enquire Now" on a package card preselects that package in the form', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('link', { name: 'Enquire Now: Advanced' }).click();
    await expect(page).toHaveURL(/\/contact\?package=advanced#contact-form$/);
    await expect(enquiryForm(page, 'contact').getByLabel('Package of interest')).toHaveValue('advanced');
    await page.goto('/');
    await page.getByRole('link', { name: 'Enquire Now: Elite' }).click();
    await expect(enquiryForm(page, 'home').getByLabel('Package of interest')).toHaveValue('elite');
  });

  test('a contact-page enquiry lands in the staff "Contact enquiries" tab', async ({ page, browser }) => {
    const name = `Pieter ${Date.now().toString(36)}`;
    await page.goto('/contact');
    const form = enquiryForm(page, 'contact');
    const sum = await captchaSum(form);
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill('pieter@example.co.za');
    await form.getByLabel(/Message/).fill('Please call me about payroll for six staff.');
    await form.getByRole('checkbox').check();
    await form.getByLabel(/What is/).fill(String(sum));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Message sent!');

    const staff = await newStaff(browser, 'accountant');
    await staff.page.goto('/staff/enquiries');
    await staff.page.getByRole('tab', { name: /Contact enquiries/ }).click();
    await expect(staff.page.getByRole('tabpanel')).toContainText(name);
    await expect(staff.page.getByRole('tabpanel')).toContainText('Please call me about payroll for six staff.');
    await staff.page.getByRole('tab', { name: /Sign-up enquiries/ }).click();
    await expect(staff.page.getByRole('tabpanel')).not.toContainText(name);
  });

  test('"Welcome back" and "Last login" only once there was an earlier sign-in', async ({ page }) => {
    const user = await registerViaApi(page, { firstName: 'Thandi' });
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome, Thandi')).toBeVisible();
    await expect(page.getByText('Welcome back')).toHaveCount(0);
    await page.goto('/dashboard/settings');
    const lastLogin = page.locator('dt:has-text("Last login") + dd');
    // Signed in now, so not "Never": the first sign-in says so.
    await expect(lastLogin).toHaveText('This is your first sign-in');

    await page.request.post('/api/logout');
    expect((await page.request.post('/api/login', { data: { username: user.username, password: user.password } })).status()).toBe(200);
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome back, Thandi')).toBeVisible();
    await page.goto('/dashboard/settings');
    await expect(lastLogin).not.toHaveText('This is your first sign-in');
    await expect(lastLogin).not.toHaveText('Never');
  });

  test('on a phone the upload area offers the camera, not drag and drop', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await registerViaApi(page, { complete: true });
    await page.goto('/dashboard/uploads');
    await expect(page.getByText(/Drag and drop/)).toBeHidden();
    await expect(page.getByText('Tap to choose files')).toBeVisible();
    const camera = page.getByLabel('Take a photo');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', /image\//);
    const target = await page.locator('label', { hasText: 'Take a photo' }).boundingBox();
    expect(target!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});

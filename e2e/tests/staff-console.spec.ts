import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectToast, navigateTo } from './dashboard-fixtures';
import { buyViaApi } from './engagement-fixtures';
import { shot } from './shots';
import { assignClient, closeActors, newClient, newStaff, saDate } from './staff-fixtures';
import { scaled } from './time-scale';

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) });

/** Follows a link of the staff navigation (a sidebar on a desktop, a scrolling row on a phone). */
async function staffNav(page: Page, label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: label }).click();
}

/**
 * axe inside an open dialog, in the desktop project only: on the emulated phone axe's scrolling
 * leaves the visual viewport offset, so the next tap misses (the page-level checks run on both).
 */
async function expectNoAxeViolationsInDialog(page: Page): Promise<void> {
  if (test.info().project.name !== 'desktop') return;
  await expectNoAxeViolations(page);
}

/**
 * Presses a control with the keyboard, as a keyboard user would. On the emulated phone a pointer
 * tap is flaky in two places: inside a dialog after the page behind it has scrolled sideways, and
 * on a row under the last toast (which pauses its own timer while the pointer hovers it).
 */
async function press(control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await control.press(key);
}

test.describe('staff console', () => {
  test.afterEach(closeActors);

  test('a signed-out visitor to /staff is sent to /auth', async ({ page }) => {
    await page.goto('/staff/clients');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a client visiting /staff sees "Staff access only" and no staff data', async ({ browser }) => {
    const { page } = await newClient(browser);
    await page.goto('/staff');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff access only' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Staff console' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Deeper addresses too, and the dashboard offers no way in.
    await page.goto('/staff/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff access only' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Staff console' })).toHaveCount(0);
  });

  test('journey: staff request a document, the client uploads against it, staff ask for a revision, the client reads the review', async ({
    browser,
  }) => {
    test.setTimeout(scaled(60_000));
    const client = await newClient(browser, { complete: true });
    // An accountant assigned to this client: the review queue and notifications hold only this
    // client's, whatever the other suites left in the shared database.
    const staff = await newStaff(browser, 'accountant');
    await assignClient(staff, client);

    // Staff: find the client and request a document.
    // A staff member finds the console from the client dashboard's navigation.
    await staff.page.goto('/dashboard');
    await navigateTo(staff.page, 'Staff console');
    await expect(staff.page).toHaveURL(/\/staff$/);
    await expect(staff.page.getByRole('heading', { level: 1, name: 'What needs attention' })).toBeVisible();
    await staffNav(staff.page, 'Clients');
    await staff.page.getByLabel('Search clients').fill(client.user.username);
    const clientsTable = staff.page.getByRole('table', { name: 'Clients' });
    await expect(clientsTable.getByRole('row')).toHaveCount(2);
    await clientsTable.getByRole('link', { name: 'Thandi Nkosi' }).click();
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Thandi Nkosi' })).toBeVisible();
    await staff.page.getByRole('tab', { name: 'Requests' }).click();
    await expect(staff.page.getByText('No document requests for this client.')).toBeVisible();
    await staff.page.getByRole('button', { name: 'Request a document' }).click();
    const form = staff.page.getByRole('dialog', { name: 'Request a document' });
    await press(form.getByRole('button', { name: 'Send request' }));
    await expect(form.getByText('Please choose a document type')).toBeVisible();
    await expect(form.getByLabel('Document type')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Document type').selectOption('bank_statement');
    await form.getByLabel('Description').fill('Business cheque account, March to May 2026');
    await form.getByLabel('Due date').fill(saDate(7));
    await expectNoAxeViolationsInDialog(staff.page);
    await press(form.getByRole('button', { name: 'Send request' }));
    await expectToast(staff.page, 'Document requested', 'Bank Statement');
    await expect(form).toBeHidden();
    const requests = staff.page.getByRole('table', { name: 'Document requests' });
    await expect(requests.getByRole('row', { name: /Bank Statement/ })).toContainText('Pending');

    // Client: the request is on the dashboard; upload against it.
    await client.page.goto('/dashboard/documents');
    await client.page.getByRole('tab', { name: /Document Requests/ }).click();
    const pending = client.page.getByRole('table', { name: 'Pending Requests' });
    await expect(pending).toContainText('Business cheque account, March to May 2026');
    await pending.getByRole('link', { name: /^Upload/ }).click();
    await expect(client.page).toHaveURL(/\/dashboard\/uploads\?requestId=\d+$/);
    await expect(client.page.getByLabel('Description (optional)')).toHaveValue('Business cheque account, March to May 2026');
    await client.page.locator('input[type="file"]:not([capture])').setInputFiles([pdf('cheque-march-may.pdf')]);
    await client.page.getByRole('button', { name: 'Upload 1 file' }).click();
    await expectToast(client.page, 'Documents uploaded successfully');

    // Staff: the upload is in the review queue and the notifications; ask for a revision.
    await staffNav(staff.page, 'Notifications');
    await expect(staff.page.getByText('New upload from Thandi Nkosi').first()).toBeVisible();
    await staffNav(staff.page, 'Review Queue');
    const queue = staff.page.getByRole('table', { name: 'Documents' });
    const row = queue.getByRole('row', { name: /cheque-march-may\.pdf/ });
    await expect(row).toContainText('Thandi Nkosi');
    await expect(row.getByRole('link', { name: 'Download cheque-march-may.pdf' })).toHaveAttribute(
      'href',
      /\/api\/staff\/clients\/\d+\/documents\/\d+\/file$/,
    );
    await row.getByRole('button', { name: 'Review cheque-march-may.pdf' }).click();
    const review = staff.page.getByRole('dialog', { name: 'Review document' });
    await expect(review).toContainText('Business cheque account, March to May 2026');
    await press(review.getByLabel('Needs revision'), 'Space');
    await press(review.getByRole('button', { name: 'Save review' }));
    await expect(review.getByText('Review notes are required when a document is rejected or needs revision')).toBeVisible();
    await expect(review.getByLabel(/Review notes/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolationsInDialog(staff.page);
    await review.getByLabel(/Review notes/).fill('Page 2 of the April statement is missing; please upload all pages.');
    await press(review.getByRole('button', { name: 'Save review' }));
    await expectToast(staff.page, 'Review saved', 'cheque-march-may.pdf is marked needs revision.');
    await expect(review).toBeHidden();
    await expect(staff.page.getByText('Nothing to review')).toBeVisible();

    // The client's request is completed by the upload, as staff see it.
    await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=requests`);
    await expect(staff.page.getByRole('table', { name: 'Document requests' }).getByRole('row', { name: /Bank Statement/ })).toContainText(
      'cheque-march-may.pdf',
    );

    // Client: the outcome is in the Document Details dialog.
    await client.page.goto('/dashboard/documents');
    const docRow = client.page.getByRole('table', { name: 'Your documents' }).getByRole('row', { name: /cheque-march-may\.pdf/ });
    await expect(docRow).toContainText('Needs Revision');
    await docRow.getByRole('button', { name: 'View details of cheque-march-may.pdf' }).click();
    const details = client.page.getByRole('dialog', { name: 'Document Details' });
    await expect(details).toContainText('Needs Revision');
    await expect(details).toContainText('Reviewed On');
    await expect(details).toContainText('Page 2 of the April statement is missing; please upload all pages.');
  });

  test('billing and notes on the client page', async ({ browser }) => {
    // Two journeys in one, and the staff member first sets up an authenticator (staff must use 2FA).
    test.slow();
    const client = await newClient(browser, { complete: true });
    const staff = await newStaff(browser, 'manager');
    await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);

    // The client buys Standard; staff settle its invoice, the one thing they settle (docs/billing.md).
    const standard = ((await (await client.page.request.get('/api/services')).json()) as Array<{ id: number; packageType: string }>).find(
      (p) => p.packageType === 'standard',
    )!;
    expect(standard.packageType).toBe('standard');
    const { number } = await buyViaApi(client.page, client.user.email, 'standard');
    await staff.page.reload();
    const subs = staff.page.getByRole('table', { name: 'Subscriptions' });
    await expect(subs.getByRole('row', { name: /Standard/ })).toContainText('Pending', { timeout: scaled(20_000) });
    // No second way to start or pay it: no Activate, no Record payment, and Start on account is an admin's.
    await expect(staff.page.getByRole('button', { name: /^(Activate|Record payment|Add subscription)/ })).toHaveCount(0);
    await expect(subs.getByRole('button', { name: /Start .* on account/ })).toHaveCount(0);

    const invoices = staff.page.getByRole('table', { name: "The client's invoices" });
    await press(invoices.getByRole('button', { name: `Mark ${number} paid` }));
    const markPaid = staff.page.getByRole('dialog', { name: `Mark ${number} paid` });
    await markPaid.getByLabel('Bank reference').fill('FNB-0042-NKOSI');
    await press(markPaid.getByRole('button', { name: 'Mark paid' }));
    await expectToast(staff.page, 'Invoice marked paid');
    await expect(subs.getByRole('row', { name: /Standard/ })).toContainText('Active');
    const payments = staff.page.getByRole('table', { name: 'Payments' });
    await expect(payments).toContainText('FNB-0042-NKOSI');
    await expect(payments).toContainText('EFT');
    // The payments list has no buttons of its own: a refund is the invoice's, by credit note.
    await expect(payments.getByRole('button')).toHaveCount(0);
    await press(invoices.getByRole('button', { name: `Refund ${number}` }));
    const refund = staff.page.getByRole('dialog', { name: `Refund ${number}` });
    await refund.getByLabel('Reason').fill('Charged twice');
    await refund.getByLabel(/Amount/).fill('3599');
    await expectNoAxeViolationsInDialog(staff.page);
    await press(refund.getByRole('button', { name: 'Issue credit note' }));
    await expectToast(staff.page, 'Credit note issued');
    await expect(payments.getByRole('row').nth(1)).toContainText('Refunded');

    // The client reads the same payment.
    await client.page.goto('/dashboard/payments');
    await expect(client.page.getByText('Refunded').first()).toBeVisible();

    await staff.page.getByRole('tab', { name: 'Notes' }).click();
    await staff.page.getByRole('button', { name: 'Add note' }).click();
    await expect(staff.page.getByText('Please write the note')).toBeVisible();
    await staff.page.getByLabel('Note', { exact: true }).fill('Prefers email; VAT period ends in February.');
    await expect(staff.page.getByLabel('Private note')).toBeChecked();
    await staff.page.getByRole('button', { name: 'Add note' }).click();
    await expectToast(staff.page, 'Note added');
    await expect(staff.page.getByRole('listitem').filter({ hasText: 'Prefers email' })).toContainText('Private');
    await press(staff.page.getByRole('button', { name: /^Edit note of/ }));
    const edit = staff.page.getByRole('dialog', { name: 'Edit note' });
    await edit.getByLabel('Note', { exact: true }).fill('Prefers WhatsApp; VAT period ends in February.');
    await press(edit.getByLabel('Private note'), 'Space');
    await press(edit.getByRole('button', { name: 'Save note' }));
    await expectToast(staff.page, 'Note saved');
    await expect(staff.page.getByRole('listitem').filter({ hasText: 'Prefers WhatsApp' })).toContainText('Shared');
    await press(staff.page.getByRole('button', { name: /^Delete note of/ }));
    await press(staff.page.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete note' }));
    await expectToast(staff.page, 'Note deleted');
    await expect(staff.page.getByText('No notes yet.')).toBeVisible();
  });

  test('assigning a client: typing part of a name narrows the clients offered, and the chosen one stays offered', async ({ browser }) => {
    // Letters only, unique to this run: the firm-wide list holds every other test's clients too.
    const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
    const surname = `Vilakazi${letters(8)}`;
    const client = await newClient(browser, { firstName: 'Lindiwe', lastName: surname });
    const accountant = await newStaff(browser, 'accountant', { firstName: 'Thabo', lastName: `Mabuza${letters(6)}` });
    const admin = await newStaff(browser, 'admin');
    const page = admin.page;
    await page.goto('/staff/team');
    await page.getByRole('button', { name: 'Assign client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign a client' });
    const select = dialog.getByLabel('Client', { exact: true });
    // The search asks the API (name, business or email; any case): only this client matches.
    await dialog.getByLabel('Find a client').fill(surname.toUpperCase());
    await expect(select.locator('option')).toHaveText(['Choose a client', new RegExp(`^Lindiwe ${surname}`)]);
    await select.selectOption(String(client.user.businessId));
    await dialog.getByLabel('Find a client').fill(`${surname}-nobody`);
    await expect(select.locator('option')).toHaveText(['Choose a client', new RegExp(`^Lindiwe ${surname}`)]);
    await expect(select).toHaveValue(String(client.user.businessId));
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Accountant').selectOption(String(accountant.user.id));
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(page, 'Client assigned', `Lindiwe ${surname} is now looked after by Thabo Mabuza`);
  });

  test('enquiries inbox: newest first, mark contacted, search', async ({ browser }) => {
    const staff = await newStaff(browser, 'accountant');
    const tag = `${Date.now().toString(36)}`;
    for (const name of [`Sipho ${tag}`, `Lerato ${tag}`]) {
      // Each enquiry answers a question the server issued (docs/enquiries.md).
      const question = (await (await staff.page.request.get('/api/waitlist/challenge')).json()) as { a: number; b: number; token: string };
      const res = await staff.page.request.post('/api/waitlist', {
        data: {
          name,
          email: `${name.split(' ')[0].toLowerCase()}.${tag}@example.co.za`,
          interest: 'standard',
          message: 'Monthly books',
          terms: true,
          captcha: String(question.a + question.b),
          captchaToken: question.token,
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await staff.page.goto('/staff/enquiries');
    await staff.page.getByLabel('Search enquiries').fill(tag);
    const table = staff.page.getByRole('table', { name: 'Sign-up enquiries' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(`Lerato ${tag}`);
    await expect(table.getByRole('row').nth(1)).toContainText('Not contacted');
    await expectNoAxeViolations(staff.page);
    await table.getByRole('button', { name: `Mark contacted: Lerato ${tag}` }).click();
    await expectToast(staff.page, 'Enquiry updated', `Lerato ${tag} is marked as contacted.`);
    await expect(table.getByRole('row').nth(1)).toContainText('Contacted');
    await staff.page.getByLabel('Only not yet contacted').check();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(`Sipho ${tag}`);
    await staff.page.getByRole('tab', { name: /Contact enquiries/ }).click();
    await expect(staff.page.getByRole('tabpanel')).toBeVisible();

    // An accountant has no Team link, and the page says why.
    await expect(staff.page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Team' })).toHaveCount(0);
    await staff.page.goto('/staff/team');
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  });

  test("an admin resets a staff member's two-factor sign-in from the Team screen (a lost phone)", async ({ browser }) => {
    const admin = await newStaff(browser, 'admin');
    const tag = Date.now().toString(36);
    const accountant = await newStaff(browser, 'accountant', { firstName: 'Lost', lastName: `Phone ${tag}` });
    const name = `Lost Phone ${tag}`;
    const page = admin.page;
    await page.goto('/staff/team');
    const row = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('On');
    // An admin's own row offers no reset: another admin must do it.
    const own = page.getByRole('table', { name: 'Staff accounts' }).getByRole('row').filter({ hasText: '(you)' });
    await expect(own).toHaveCount(1);
    await expect(own.getByRole('button', { name: /^Reset 2FA/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Reset 2FA of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset two-factor sign-in?' });
    await expect(dialog).toContainText('signed out');
    await dialog.getByRole('button', { name: 'Reset 2FA' }).click();
    await expectToast(page, 'Two-factor sign-in reset', name);
    await expect(row).toContainText('Set-up due');
    await shot(page, 'staff-team');
    await expect(row.getByRole('button', { name: `Reset 2FA of ${name}` })).toHaveCount(0);
    // Their open session has ended.
    await accountant.page.goto('/staff/clients');
    await expect(accountant.page).toHaveURL(/\/auth/);
  });

  test('axe: every staff screen, as an admin', { tag: '@phone' }, async ({ browser }) => {
    // Twelve full axe runs: longer than one journey step on these two-core machines.
    test.setTimeout(scaled(120_000));
    // A client with a complete profile, so the lists have rows to check.
    await newClient(browser, { complete: true });
    const admin = await newStaff(browser, 'admin');
    const page = admin.page;
    const screens: Array<[string, string]> = [
      ['/staff', 'What needs attention'],
      ['/staff/enquiries', 'Enquiries'],
      ['/staff/clients', 'Clients'],
      ['/staff/documents', 'Review Queue'],
      ['/staff/requests', 'Document Requests'],
      ['/staff/notifications', 'Notifications'],
      ['/staff/team', 'Team'],
      ['/staff/messages', 'Messages'],
      ['/staff/work', 'My work'],
      ['/staff/work/board', 'Board'],
      ['/staff/work/workload', 'Team workload'],
      ['/staff/work/templates', 'Job templates'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
  });

  test("axe: the client record's tabs and the team dialog, as an admin", { tag: '@phone' }, async ({ browser }) => {
    // Split from the screens above: eight more axe runs would not fit one test's time on a busy two-core machine.
    test.setTimeout(scaled(120_000));
    const client = await newClient(browser, { complete: true });
    const admin = await newStaff(browser, 'admin');
    const page = admin.page;
    await page.goto(`/staff/clients/${client.user.businessId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thandi Nkosi' })).toBeVisible();
    for (const tab of ['Profile', 'Billing', 'Documents', 'Requests', 'Tax calendar', 'Notes', 'Messages']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    // Team: the admin sees the staff accounts, with their own role locked.
    await page.goto('/staff/team');
    await expect(page.getByRole('table', { name: 'Staff accounts' })).toContainText('Nomsa Dlamini');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await expect(page.getByRole('dialog', { name: 'Add a staff member' })).toBeVisible();
    await expectNoAxeViolationsInDialog(page);
    // An address under /staff that is no page.
    await page.goto('/staff/nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectToast } from './dashboard-fixtures';
import { assignClient, closeActors, newClient, newStaff } from './staff-fixtures';

/**
 * The compliance calendar's screens (docs/compliance.md): the tax details on the company screen,
 * the client's tax calendar with proof, and the staff calendar where the firm records a return
 * as submitted. The parts tagged @phone run at 375 px too.
 */

const proofFile = { name: 'vat201-proof-of-payment.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% proof\n') };

/** The client's calendar row of one obligation (a table row on a desktop, a card on a phone). */
function obligationRow(page: Page, label: string) {
  return page.getByRole('row').filter({ hasText: label });
}

test.describe('compliance calendar', () => {
  test.afterEach(closeActors);

  test('a client fills in the tax details, sees VAT201 and EMP201 in the tax calendar and adds proof @phone', async ({ browser }) => {
    const { page } = await newClient(browser, { complete: true });
    await page.goto('/dashboard/company');
    const info = page.getByRole('region', { name: 'Company Information' });
    await expect(info.getByRole('region', { name: 'Tax and registration' })).toContainText('Not a VAT vendor');

    await page.getByRole('button', { name: 'Edit Information' }).click();
    const group = page.getByRole('group', { name: 'Tax and registration' });
    await expect(group.getByText('Ten digits starting with 7, on your EMP201')).toBeVisible();
    await group.getByLabel('VAT category (optional)').selectOption('A');
    await group.getByLabel('PAYE reference (optional)').fill('7123');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    // The shared rule's sentence, beside the field, before anything is sent.
    await expect(group.getByText('The PAYE reference must be ten digits starting with 7 (this one has 4).')).toBeVisible();
    await expect(group.getByLabel('PAYE reference (optional)')).toBeFocused();
    await expectNoAxeViolations(page);

    await group.getByLabel('PAYE reference (optional)').fill('7123456789');
    await save.click();
    await expectToast(page, 'Company information updated');
    const details = page.getByTestId('company-tax-details');
    await expect(details.locator('dt:has-text("VAT category") + dd')).toHaveText('Category A');
    await expect(details.locator('dt:has-text("PAYE reference") + dd')).toHaveText('7123456789');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'See your tax calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax calendar' })).toBeVisible();
    await expect(page.getByTestId('obligation-VAT201').first()).toBeVisible();
    await expect(page.getByTestId('obligation-EMP201').first()).toBeVisible();
    await expect(page.getByTestId('obligation-VAT201').first()).toContainText(/VAT201 for \w{3}( \d{4})?–\w{3} \d{4}/);
    await expectNoAxeViolations(page);

    // The type filter keeps only the VAT returns.
    await page.getByLabel('Type', { exact: true }).selectOption('VAT201');
    await expect(page.getByTestId('obligation-EMP201')).toHaveCount(0);
    await expect(page.getByTestId('obligation-VAT201').first()).toBeVisible();

    const vat = page.getByTestId('obligation-VAT201').first();
    const label = (await vat
      .getByText(/^VAT201 for /)
      .first()
      .textContent())!.trim();
    await vat.getByRole('button', { name: `Add proof: ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Add proof' });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText('Choose a file to upload')).toBeVisible();
    await dialog.getByLabel('File').setInputFiles(proofFile);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Proof added', `${proofFile.name} is attached to ${label}.`);
    await expect(dialog).toHaveCount(0);
    const link = obligationRow(page, label).getByRole('link', { name: `Download ${proofFile.name}` });
    await expect(link).toHaveAttribute('href', /^\/api\/documents\/\d+\/file$/);
    const download = await page.request.get((await link.getAttribute('href'))!);
    expect(download.status()).toBe(200);

    // A private calendar link: shown once, read by a calendar app without a session.
    const feed = page.getByRole('region', { name: 'Your calendar app' });
    await feed.getByRole('button', { name: 'Make a private link' }).click();
    await expectToast(page, 'Private link made');
    const feedUrl = await feed.getByLabel('Your private calendar link').inputValue();
    expect(feedUrl).toMatch(/\/api\/compliance\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
    await expectNoAxeViolations(page);
    const calendarApp = await browser.newContext();
    const ics = await calendarApp.request.get(feedUrl);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    // The feed covers 3 months back to 12 ahead: this year's later VAT periods and EMP201s.
    expect(await ics.text()).toMatch(/^SUMMARY:VAT201 for .+$/m);
    expect(await ics.text()).toMatch(/^SUMMARY:EMP201 for .+$/m);
    // Turned off, the link answers 404.
    await feed.getByRole('button', { name: 'Turn the link off' }).click();
    await expectToast(page, 'Calendar link turned off');
    expect((await calendarApp.request.get(feedUrl)).status()).toBe(404);
    await calendarApp.close();

    // The proof went through the documents pipeline: it is one of the business's documents.
    await page.goto('/dashboard/documents');
    await expect(page.getByText(proofFile.name).first()).toBeVisible();
  });

  test('staff mark a VAT201 submitted with its PRN; the client sees "Submitted" and the PRN', async ({ browser }) => {
    const client = await newClient(browser, { complete: true });
    const staff = await newStaff(browser, 'accountant');
    await assignClient(staff, client);
    const profile = await client.page.request.patch('/api/user', { data: { vatCategory: 'A' } });
    expect(profile.status(), await profile.text()).toBe(200);
    // The client's proof of payment, already in their documents: staff attach it to the return.
    const proofUpload = await client.page.request.post('/api/documents/upload', {
      multipart: {
        category: 'receipt',
        files: { name: 'vat-payment-receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
    });
    expect(proofUpload.status(), await proofUpload.text()).toBe(201);

    const page = staff.page;
    await page.goto('/staff/compliance');
    await expect(page.getByRole('heading', { level: 1, name: 'Tax calendar' })).toBeVisible();
    await page.getByLabel('Client', { exact: true }).selectOption(String(client.user.businessId));
    await page.getByLabel('Type', { exact: true }).selectOption('VAT201');
    const rows = page.locator('[data-testid^="staff-obligation-"]');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText('Upcoming');
    await expectNoAxeViolations(page);

    const row = rows.first();
    const label = (await row
      .getByText(/^VAT201 for /)
      .first()
      .textContent())!.trim();
    await row.getByRole('button', { name: /^Update VAT201 for / }).click();
    const dialog = page.getByRole('dialog', { name: 'Update obligation' });
    await dialog.getByLabel('Status').selectOption('submitted');
    await dialog.getByLabel('PRN (payment reference) (optional)').fill('4123-VAT');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The PRN may contain only letters and digits, as SARS prints it')).toBeVisible();
    await dialog.getByLabel('PRN (payment reference) (optional)').fill('4123456789vat0001');
    await dialog.getByLabel('Amount (rand) (optional)').fill('12500.50');
    await dialog.getByLabel('Note (optional)').fill('Filed on eFiling');
    await dialog
      .getByRole('group', { name: 'Proof' })
      .getByRole('checkbox', { name: /vat-payment-receipt\.pdf/ })
      .check();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Obligation updated');
    await expect(dialog).toHaveCount(0);
    const updated = rows.filter({ hasText: label });
    await expect(updated).toContainText('Submitted');
    await expect(updated).toContainText('PRN 4123456789VAT0001');
    await expect(updated).toContainText('R12,500.50');

    // The client page's tab lists the same obligation.
    await page.goto(`/staff/clients/${client.user.businessId}?tab=compliance`);
    const tab = page.getByRole('tabpanel', { name: 'Tax calendar' });
    await expect(tab.locator('[data-testid^="staff-obligation-"]').filter({ hasText: label })).toContainText('Submitted');
    await expectNoAxeViolations(page);

    await client.page.goto('/dashboard/tax-calendar');
    const mine = obligationRow(client.page, label);
    await expect(mine).toContainText('Submitted');
    await expect(mine).toContainText('PRN 4123456789VAT0001');
    await expect(mine).toContainText('R12,500.50');
    await expect(mine.getByRole('link', { name: 'Download vat-payment-receipt.pdf' })).toBeVisible();
    await expectNoAxeViolations(client.page);
  });
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, expectToast } from './dashboard-fixtures';
import { shot } from './shots';
import { assignClient, closeActors, newClient, newStaff } from './staff-fixtures';
import { scaled } from './time-scale';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Documents from the firm (docs/documents-and-requests.md): published by staff, read and acknowledged by the client. */
test.describe('documents from the firm', () => {
  test.afterEach(() => closeActors());

  test('journey: staff publish financial statements asking for an acknowledgement; the client downloads and acknowledges; staff see it', async ({
    browser,
  }) => {
    test.setTimeout(scaled(120_000));
    const client = await newClient(browser);
    const accountant = await newStaff(browser, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assignClient(accountant, client);

    // Staff: the client's page, documents tab, publish form.
    const staff = accountant.page;
    await staff.goto(`/staff/clients/${client.user.businessId}?tab=documents`);
    const card = staff.getByRole('region', { name: 'Published to the client' });
    await expect(card.getByText('Nothing published to this client yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(card.getByText('Choose a category')).toBeVisible();
    await expect(card.getByText('Choose at least one file')).toBeVisible();
    await card.getByLabel('Category').selectOption('financial_statements');
    await card.getByLabel('Description').fill('Annual financial statements 2026');
    await card.getByLabel('Files').setInputFiles({ name: 'AFS 2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await card.getByLabel(/Ask the client to acknowledge/).check();
    await card.getByRole('button', { name: 'Publish' }).click();
    await expectToast(staff, 'Published', '1 document published; the client has been emailed.');
    const published = card.getByRole('table', { name: 'Documents published to the client' });
    await expect(published).toContainText('AFS 2026.pdf');
    await expect(published).toContainText('Awaiting');
    await expect(published).toContainText('Not yet');
    await expectNoHorizontalOverflow(staff);
    await expectNoAxeViolations(staff);
    await shot(staff, 'staff-publish-documents');

    // Client: the unread marker on the tab, the row, the download.
    const page = client.page;
    await page.goto('/dashboard/documents');
    const tab = page.getByRole('tab', { name: /From your accountant/ });
    await expect(page.getByTestId('firm-unread-badge')).toHaveText('1');
    await expect(tab).toContainText('1 unread');
    await tab.click();
    const table = page.getByRole('table', { name: 'Documents from your accountant' });
    await expect(table).toContainText('AFS 2026.pdf');
    await expect(table).toContainText('Annual financial statements 2026');
    await expect(table).toContainText('Financial statements');
    await expect(table).toContainText('by Sipho Dube');
    await expect(table.getByText('New', { exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await shot(page, 'client-from-your-accountant');

    const downloading = page.waitForEvent('download');
    await table.getByRole('link', { name: 'Download AFS 2026.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('AFS 2026.pdf');
    await expect(page.getByTestId('firm-unread-badge')).toHaveCount(0);
    await expect(table.getByText('Please acknowledge')).toBeVisible();

    // Acknowledge: the statement, then the time.
    await table.getByRole('button', { name: 'Acknowledge AFS 2026.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acknowledge this document' });
    await expect(dialog).toContainText('I have read and approve these financial statements.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'I approve' }).click();
    await expectToast(page, 'Thank you. Your acknowledgement has been recorded.');
    await expect(table.getByText(/^Acknowledged /)).toBeVisible();
    await expect(table.getByRole('button', { name: 'Acknowledge AFS 2026.pdf' })).toHaveCount(0);

    // Staff: read and acknowledged.
    await staff.reload();
    await expect(published.getByText(/^Acknowledged /)).toBeVisible();
    await expect(published).not.toContainText('Not yet');
    await expectNoHorizontalOverflow(staff);
  });

  test('the mail link opens the tab; nothing published says so', async ({ browser }) => {
    const client = await newClient(browser);
    await client.page.goto('/dashboard/documents?tab=firm');
    await expect(client.page.getByRole('tab', { name: /From your accountant/ })).toHaveAttribute('aria-selected', 'true');
    await expect(client.page.getByText('Nothing from your accountant yet')).toBeVisible();
    await expectNoHorizontalOverflow(client.page);
    await expectNoAxeViolations(client.page);
  });
});

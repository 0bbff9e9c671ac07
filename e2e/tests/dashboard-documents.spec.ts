import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  expectToast,
  insertDocumentRequest,
  registerViaApi,
} from './dashboard-fixtures';
import { shot } from './shots';

const pdf = (name: string, text = 'A small test document') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n`),
});

async function chooseFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  await page.locator('input[type="file"]:not([capture])').setInputFiles(files);
}

test.describe('documents and uploads', () => {
  test('empty documents and requests', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(page.getByText('You have not uploaded any documents yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload New' })).toHaveAttribute('href', '/dashboard/uploads');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Document Requests' }).click();
    await expect(page.getByText("You don't have any document requests at the moment")).toBeVisible();
    await expect(page.getByTestId('requests-badge')).toHaveCount(0);
  });

  test('upload without a request: validation, file list, progress, success and the documents table', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard/uploads');
    await expect(page.getByRole('heading', { name: 'Document Guidelines' })).toBeVisible();
    const submit = page.getByRole('button', { name: /^Upload/ });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);

    await chooseFiles(page, [pdf('march-statement.pdf'), pdf('april-statement.pdf')]);
    await expect(page.getByRole('button', { name: 'Upload 2 files' })).toBeEnabled();
    await page.getByRole('button', { name: 'Remove april-statement.pdf' }).click();
    await expect(page.getByText('april-statement.pdf')).toHaveCount(0);

    await page.getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(page.getByText('Please select a document category')).toBeVisible();
    await page.getByLabel('Document category').selectOption('bank_statement');
    await page.getByLabel('Description (optional)').fill('FNB cheque account, March');
    await page.getByRole('button', { name: 'Upload 1 file' }).click();

    await expectToast(page, 'Documents uploaded successfully', 'Your documents have been uploaded and are pending review.');
    await expect(page).toHaveURL(/\/dashboard\/documents$/);
    const table = page.getByRole('table', { name: 'Your documents' });
    await expect(table.getByRole('columnheader')).toHaveText(['Status', 'Document', 'Category', 'Size', 'Uploaded', 'Actions']);
    const row = table.getByRole('row', { name: /march-statement\.pdf/ });
    await expect(row).toContainText('Pending');
    await expect(row).toContainText('Bank Statement');
    await expect(row).toContainText('bytes');
    await expect(row.getByRole('link', { name: 'Open march-statement.pdf in a new tab' })).toHaveAttribute('target', '_blank');

    await row.getByRole('button', { name: 'View details of march-statement.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Document Details' });
    await expect(dialog).toContainText('FNB cheque account, March');
    await expect(dialog).toContainText('Not modified since upload');
    await expect(dialog).toContainText('application/pdf');
    await expect(dialog.getByText('Reviewed On')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /\/api\/documents\/\d+\/file$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search documents').fill('cheque');
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByLabel('Search documents').fill('payroll');
    await expect(page.getByText('No documents match your search criteria')).toBeVisible();
  });

  test('the uploads screen shows the storage used of the quota', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard/uploads');
    const storage = page.getByRole('region', { name: 'Your storage' });
    await expect(storage).toContainText('0 KB of 2 GB used');
    await expect(storage.getByRole('meter', { name: 'Storage used' })).toBeVisible();
    await chooseFiles(page, [pdf('may-statement.pdf', 'x'.repeat(3000))]);
    await page.getByLabel('Document category').selectOption('bank_statement');
    await page.getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(page).toHaveURL(/\/dashboard\/documents$/);
    await page.goto('/dashboard/uploads');
    await expect(storage).toContainText('3 KB of 2 GB used');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await shot(page, 'uploads-storage');
  });

  test('the 10 MB rule: larger files are refused by name, the others are still added', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard/uploads');
    const big = { name: 'scan-too-big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 1) };
    await chooseFiles(page, [big, pdf('invoice-17.pdf')]);
    await expectToast(page, 'Files too large', 'Some files exceed the 10MB limit: scan-too-big.pdf');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await expect(page.getByText('invoice-17.pdf')).toBeVisible();
    await expect(page.getByText('scan-too-big.pdf', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
  });

  test('upload against a request: locked fields, then the request is completed', async ({ page }) => {
    const user = await registerViaApi(page);
    await insertDocumentRequest(user.businessId, { documentType: 'Bank statement', description: 'All pages for May', dueInDays: 14 });
    await insertDocumentRequest(user.businessId, { documentType: 'Tax certificate', description: 'IRP5 for 2025', dueInDays: -3 });

    await page.goto('/dashboard/documents');
    const tab = page.getByRole('tab', { name: /Document Requests/ });
    await expect(page.getByTestId('requests-badge')).toHaveText('2');
    await tab.click();
    const pending = page.getByRole('table', { name: 'Pending Requests' });
    await expect(pending.getByRole('row', { name: /Tax certificate/ })).toContainText('Overdue');
    await expect(page.getByText('Completed Requests')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await pending.getByRole('button', { name: 'Details: Bank statement' }).click();
    const details = page.getByRole('dialog', { name: 'Document Request' });
    await expect(details).toContainText('All pages for May');
    await details.getByRole('link', { name: 'Upload Document' }).click();

    await expect(page).toHaveURL(/\/dashboard\/uploads\?requestId=\d+$/);
    await expect(page.getByText('You are uploading for the request: Bank statement')).toBeVisible();
    await expect(page.getByLabel('Document category')).toHaveValue('Bank Statement');
    await expect(page.getByLabel('Document category')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Description (optional)')).toHaveValue('All pages for May');
    await expect(page.getByLabel('Description (optional)')).toHaveAttribute('readonly', '');
    await chooseFiles(page, [pdf('may-statement-p1.pdf'), pdf('may-statement-p2.pdf')]);
    await page.getByRole('button', { name: 'Upload 2 files' }).click();
    await expectToast(page, 'Documents uploaded successfully');
    await expect(page).toHaveURL(/\/dashboard\/documents$/);

    await expect(page.getByTestId('requests-badge')).toHaveText('1');
    await page.getByRole('tab', { name: /Document Requests/ }).click();
    const completed = page.getByRole('table', { name: 'Completed Requests' });
    await expect(completed.getByRole('row', { name: /Bank statement/ })).toBeVisible();
    await completed.getByRole('button', { name: 'View Details: Bank statement' }).click();
    const done = page.getByRole('dialog', { name: 'Document Request' });
    await expect(done).toContainText('Completed');
    await expect(done).toContainText(/may-statement-p[12]\.pdf/);
    await done.getByRole('button', { name: 'Back to Documents' }).click();
    await expect(done).toBeHidden();

    // The documents themselves are listed with the request's category.
    await page.getByRole('tab', { name: 'All Documents' }).click();
    await expect(page.getByRole('table', { name: 'Your documents' }).getByRole('row', { name: /may-statement-p1\.pdf/ })).toContainText(
      'Bank Statement',
    );
  });

  test('a long archive shows 25 documents a page, with previous and next', async ({ page }) => {
    const user = await registerViaApi(page);
    // Thirty pending documents would fill the staff review queue (oldest first, 25 a page) that
    // later suites read on the same database: the account goes, with its documents, at the end.
    try {
      await longArchive(page);
    } finally {
      const gone = await page.request.delete('/api/user', { data: { password: user.password } });
      expect(gone.status(), await gone.text()).toBe(200);
    }
  });
});

/** 30 documents: the table shows 25 a page, the pager moves between pages, search narrows both. */
async function longArchive(page: Page): Promise<void> {
  // 30 documents in three uploads of ten (the most one upload takes).
  for (let batch = 0; batch < 3; batch += 1) {
    const form = new FormData();
    form.append('category', 'invoice');
    for (let i = 1; i <= 10; i += 1) {
      const file = pdf(`invoice-${batch * 10 + i}.pdf`);
      form.append('files', new File([file.buffer], file.name, { type: file.mimeType }));
    }
    const res = await page.request.post('/api/documents/upload', { multipart: form });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/dashboard/documents');
  const table = page.getByRole('table', { name: 'Your documents' });
  // The header row and 25 documents.
  await expect(table.getByRole('row')).toHaveCount(26);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toContainText('Showing 1–25 of 30');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Showing 26–30 of 30');
  await expect(table.getByRole('row')).toHaveCount(6);
  await expectNoHorizontalOverflow(page);
  // Searching narrows the rows and the pages with them.
  await page.getByLabel('Search documents').fill('invoice-3');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(pager).toHaveCount(0);
}

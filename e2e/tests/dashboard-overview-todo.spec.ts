import { expect, test } from '@playwright/test';
import { enrolTotpViaApi } from './account-security-fixtures';
import { expectNoAxeViolations, insertDocumentRequest } from './dashboard-fixtures';
import { buyViaApi } from './engagement-fixtures';
import { assignClient, closeActors, newClient, newStaff } from './staff-fixtures';

/** An overview that tells a client what to do, who their accountant is and what falls due. */

test.describe('overview: to do, accountant, deadlines', () => {
  test.afterEach(closeActors);

  test('a new client: the getting-started steps, profile gaps, no accountant yet, provisional tax', async ({ browser }) => {
    const { page } = await newClient(browser);
    await page.goto('/dashboard');
    const steps = page.getByRole('region', { name: 'Getting started' });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expect(steps.getByRole('link', { name: 'Turn on two-factor sign-in' })).toHaveAttribute(
      'href',
      '/dashboard/settings#security-2fa',
    );
    await expect(steps.getByRole('link', { name: 'Complete your company profile' })).toHaveAttribute('href', '/dashboard/company');
    await expect(steps.getByRole('link', { name: 'Upload your first bank statement' })).toHaveAttribute('href', '/dashboard/uploads');

    const todo = page.getByRole('region', { name: 'To do' });
    await expect(todo.getByText('Add your company name')).toBeVisible();
    await expect(todo.getByText('Add your business address')).toBeVisible();
    await expect(todo.getByRole('link', { name: 'Add your phone number' })).toHaveAttribute('href', '/dashboard/company');

    const accountant = page.getByRole('region', { name: 'Your accountant' });
    await expect(accountant).toContainText('An accountant will be assigned to you shortly.');

    // No tax details yet: the tax calendar has nothing, and the card leads to the details.
    const deadlines = page.getByRole('region', { name: 'Upcoming deadlines' });
    await expect(deadlines).toContainText('Nothing falls due in the next 90 days.');
    await expect(deadlines.getByRole('link', { name: 'Add your tax details' })).toHaveAttribute('href', '/dashboard/company');
    await expect(deadlines.getByRole('link', { name: 'Open the tax calendar' })).toHaveAttribute('href', '/dashboard/tax-calendar');
    await expectNoAxeViolations(page);
  });

  test('an employer with VAT and a PAYE reference: the accountant, requests by due date and the next obligations', async ({ browser }) => {
    const client = await newClient(browser, { complete: true });
    const staff = await newStaff(browser, 'accountant', { firstName: 'Nomsa', lastName: 'Dlamini' });
    await assignClient(staff, client);
    const profile = await client.page.request.patch('/api/user', {
      data: {
        vatNumber: '4123456789',
        vatCategory: 'C',
        payeReference: '7123456789',
        registrationNumber: '2019/123456/07',
        businessType: 'private_company',
        numberOfEmployees: 4,
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    await insertDocumentRequest(client.user.businessId, { documentType: 'vat_return', description: null, dueInDays: 9 });
    await insertDocumentRequest(client.user.businessId, { documentType: 'bank_statement', description: null, dueInDays: -2 });

    const page = client.page;
    await page.goto('/dashboard');
    const accountant = page.getByRole('region', { name: 'Your accountant' });
    await expect(accountant.getByTestId('accountant-name')).toHaveText('Nomsa Dlamini');
    await expect(accountant).toContainText('ND');
    await expect(accountant.getByRole('link', { name: staff.user.email })).toHaveAttribute('href', `mailto:${staff.user.email}`);

    const todo = page.getByRole('region', { name: 'To do' });
    const items = todo.getByRole('listitem');
    await expect(items.nth(0)).toContainText('Send us: Bank Statement');
    await expect(items.nth(0)).toContainText('Overdue');
    await expect(items.nth(1)).toContainText('Send us: VAT Return');
    await expect(todo).not.toContainText('Add your');

    // The card follows the tax calendar: monthly VAT (category C) and PAYE give a VAT201 and an
    // EMP201 every month: two or three of each in the next 90 days, of which it lists five at most.
    const deadlines = page.getByRole('region', { name: 'Upcoming deadlines' });
    await expect(deadlines.locator('li[data-type]').first()).toBeVisible();
    const listed = await deadlines.locator('li[data-type]').count();
    expect(listed).toBeGreaterThanOrEqual(4);
    expect(listed).toBeLessThanOrEqual(5);
    await expect(deadlines.locator('li[data-type="VAT201"]').first()).toContainText(/VAT201 for \w{3} \d{4}/);
    await expect(deadlines.locator('li[data-type="EMP201"]').first()).toContainText(/EMP201 for \w{3} \d{4}/);
    await expect(deadlines.locator('li[data-type]').first()).toContainText('Upcoming');
    await expect(deadlines.getByRole('link', { name: 'Open the tax calendar' })).toHaveAttribute('href', '/dashboard/tax-calendar');
    // The profile is complete: no getting-started steps left but the first statement and two-factor sign-in.
    await expect(page.getByRole('region', { name: 'Getting started' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Getting started' }).getByRole('link')).toHaveCount(2);
  });

  test('an unpaid invoice is a to-do that leads to paying it; two-factor sign-in leaves the checklist once on', async ({ browser }) => {
    const client = await newClient(browser, { complete: true });
    const page = client.page;
    const invoice = await buyViaApi(page, client.user.email);

    await page.goto('/dashboard');
    const todo = page.getByRole('region', { name: 'To do' });
    const item = todo.getByTestId('todo-invoice');
    await expect(item).toContainText(`Pay invoice ${invoice.number}`);
    await expect(item).toContainText('R3,599.00');
    await expect(item.getByRole('link', { name: `Pay: ${invoice.number}` })).toHaveAttribute('href', `/checkout/${invoice.id}`);
    await expect(page.getByRole('link', { name: 'Turn on two-factor sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);

    await enrolTotpViaApi(page);
    await page.reload();
    await expect(todo.getByTestId('todo-invoice')).toHaveCount(1);
    const steps = page.getByRole('region', { name: 'Getting started' });
    await expect(steps.getByRole('listitem').filter({ hasText: 'Turn on two-factor sign-in' })).toContainText('(Done)');
    await expect(steps.getByRole('link', { name: 'Turn on two-factor sign-in' })).toHaveCount(0);
  });
  test('a document sent back for revision is a to-do with "Upload a replacement", until a replacement is sent', async ({ browser }) => {
    const client = await newClient(browser, { complete: true });
    const staff = await newStaff(browser, 'accountant');
    await assignClient(staff, client);
    const page = client.page;
    const file = { name: 'salary-slip-march.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% slip\n') };
    const upload = await page.request.post('/api/documents/upload', { multipart: { category: 'payroll_tax', files: file } });
    expect(upload.status(), await upload.text()).toBe(201);
    const [doc] = ((await upload.json()) as { documents: Array<{ id: number }> }).documents;
    const review = await staff.page.request.patch(`/api/staff/clients/${client.user.businessId}/documents/${doc.id}/review`, {
      data: { status: 'needs_revision', reviewNotes: 'The March slip is cut off at the bottom; please scan the whole page.' },
    });
    expect(review.status(), await review.text()).toBe(200);

    await page.goto('/dashboard');
    const todo = page.getByRole('region', { name: 'To do' });
    await expect(todo).not.toContainText('Nothing to do');
    const item = todo.getByTestId('todo-document');
    await expect(item).toContainText('Replace: salary-slip-march.pdf');
    await expect(item).toContainText('Needs Revision');
    await expect(item).toContainText('The March slip is cut off at the bottom; please scan the whole page.');
    const replace = item.getByRole('link', { name: 'Upload a replacement: salary-slip-march.pdf' });
    await expect(replace).toHaveAttribute('href', '/dashboard/uploads?category=payroll_tax');
    await expectNoAxeViolations(page);

    await replace.click();
    await expect(page).toHaveURL(/\/dashboard\/uploads\?category=payroll_tax$/);
    await expect(page.getByLabel('Document category')).toHaveValue('payroll_tax');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ ...file, name: 'salary-slip-march-full.pdf' });
    await page.getByRole('button', { name: /^Upload 1 file/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/documents$/);

    await page.goto('/dashboard');
    await expect(todo.getByTestId('todo-document')).toHaveCount(0);
  });
});

import { test } from '@playwright/test';
import { addEmployeeViaApi, daysFromNow, insertDocumentRequest, insertPayment, insertSubscription } from './dashboard-fixtures';
import { PUBLIC_PAGES } from './public-helpers';
import { shot } from './shots';
import { assignClient, closeActors, newClient, newStaff } from './staff-fixtures';
import { scaled } from './time-scale';

/**
 * Screenshots of every screen for a person to look at, named by screen and width. Runs only when
 * SHOTS_DIR is set (SHOTS_DIR=/tmp/shots npx playwright test tests/screenshots.spec.ts); it asserts
 * nothing, the other suites do.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) });

test.skip(!SHOTS_DIR, 'set SHOTS_DIR to take screenshots');

test.describe('screenshots', () => {
  test.afterEach(closeActors);

  test('public pages', async ({ page }) => {
    test.setTimeout(scaled(120_000));
    for (const path of [...PUBLIC_PAGES, '/auth', '/no-such-page']) {
      await page.goto(path);
      await shot(page, `public${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
    }
  });

  test('dashboard and staff console', async ({ browser }) => {
    test.setTimeout(scaled(240_000));
    const client = await newClient(browser, { complete: true });
    const staff = await newStaff(browser, 'admin', { firstName: 'Nomsa', lastName: 'Dlamini' });
    await assignClient(staff, client);
    const viewport = test.info().project.use.viewport!;
    await client.page.setViewportSize(viewport);
    await staff.page.setViewportSize(viewport);
    await client.page.request.patch('/api/user', {
      data: { vatNumber: '4123456789', registrationNumber: '2019/123456/07', businessType: 'private_company', numberOfEmployees: 3 },
    });
    await client.page.request.post('/api/documents/upload', {
      multipart: {
        category: 'bank_statement',
        description: 'Business cheque account, March to May',
        files: pdf('Standard-Bank-business-cheque-statement-March-to-May-2026.pdf'),
      },
    });
    await insertDocumentRequest(client.user.businessId, {
      documentType: 'vat_return',
      description: 'VAT201 working papers for October',
      dueInDays: 6,
    });
    await insertDocumentRequest(client.user.businessId, { documentType: 'payroll_tax', description: 'EMP201 for October', dueInDays: -2 });
    await addEmployeeViaApi(client.page.request, {
      firstName: 'Sipho',
      lastName: 'Dlamini',
      position: 'Office manager',
      salaryAmount: 18500,
      startDate: '2021-02-01',
    });
    const sub = await insertSubscription(client.user.businessId, { packageType: 'standard', status: 'active', renewalInDays: 20 });
    await insertPayment(client.user.businessId, {
      subscriptionId: sub,
      amount: 3599,
      status: 'completed',
      paymentMethod: 'eft',
      stripePaymentId: 'pay_123',
      paymentDate: daysFromNow(-3),
      description: 'Standard package',
    });

    // A conversation with a reply, and a document from the firm, so those screens have content.
    const conversation = await client.page.request.post('/api/conversations', {
      data: { subject: 'VAT registration', body: 'Do we need to register for VAT now that turnover passed R1 million?' },
    });
    const conversationId = ((await conversation.json()) as { id: number }).id;
    await staff.page.request.post(`/api/staff/conversations/${conversationId}/messages`, {
      data: { body: 'Yes: once taxable supplies pass R1 million in 12 months, registration is compulsory. I will start the application.' },
    });
    await staff.page.request.post(`/api/staff/clients/${client.user.businessId}/firm-documents`, {
      multipart: { category: 'financial_statements', acknowledgementRequested: '1', files: pdf('Annual-financial-statements-FY2026.pdf') },
    });

    for (const path of [
      '',
      '/documents',
      '/company',
      '/employees',
      '/subscriptions',
      '/payments',
      '/uploads',
      '/settings',
      '/messages',
      '/messages/new',
      '/activity',
    ]) {
      await client.page.goto(`/dashboard${path}`);
      await shot(client.page, `dashboard${path.replace(/\//g, '-') || '-overview'}`);
    }
    await client.page.goto('/dashboard/documents');
    await client.page.getByRole('tab', { name: /Document Requests/ }).click();
    await shot(client.page, 'dashboard-documents-requests');
    await client.page.getByRole('tab', { name: /From your accountant/ }).click();
    await shot(client.page, 'dashboard-documents-from-accountant');
    await client.page.goto(`/dashboard/messages/${conversationId}`);
    await shot(client.page, 'dashboard-messages-conversation');

    for (const path of [
      '',
      '/enquiries',
      '/clients',
      '/documents',
      '/requests',
      '/messages',
      '/billing',
      '/notifications',
      '/outbox',
      '/team',
    ]) {
      await staff.page.goto(`/staff${path}`);
      await shot(staff.page, `staff${path.replace(/\//g, '-') || '-overview'}`);
    }
    await staff.page.goto(`/staff/clients/${client.user.businessId}`);
    await shot(staff.page, 'staff-client');
    await staff.page.goto(`/staff/messages/${conversationId}`);
    await shot(staff.page, 'staff-messages-conversation');
    await staff.page.goto('/staff/documents');
    await staff.page
      .getByRole('button', { name: /^Review / })
      .first()
      .press('Enter');
    await shot(staff.page, 'staff-review-dialog');
  });
});

import { expect, test } from '@playwright/test';
import {
  addEmployeeViaApi,
  daysFromNow,
  expectNoAxeViolations,
  insertDocumentRequest,
  insertPayment,
  insertSubscription,
} from './dashboard-fixtures';
import { SCREENS } from './public-helpers';
import { closeActors, newClient } from './staff-fixtures';

/**
 * axe once per screen at 375 px (phone project only; docs/testing-and-benchmarks.md): every
 * dashboard and checkout screen of the route table, with data in it. The desktop project checks
 * the same screens at 1280 px in their own specs; the public pages and the staff screens have
 * their axe tests tagged for both widths.
 */
const BY_JOURNEY = ['/checkout/package/:serviceId', '/checkout/:invoiceId'];

test.afterEach(closeActors);

test('axe at 375 px: every dashboard and checkout screen, with a busy account', async ({ browser }) => {
  test.setTimeout(180_000);
  const client = await newClient(browser, { complete: true });
  const page = client.page;
  await page.setViewportSize({ width: 375, height: 740 });
  const upload = await page.request.post('/api/documents/upload', {
    multipart: {
      category: 'bank_statement',
      description: 'Statements for the quarter',
      files: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% statement\n') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await insertDocumentRequest(client.user.id, {
    documentType: 'bank_statement',
    description: 'Savings account, all of 2026',
    dueInDays: 6,
  });
  await addEmployeeViaApi(page.request, {
    firstName: 'Sipho',
    lastName: 'Dlamini',
    email: 'sipho.dlamini@mokoena-interiors.example',
    position: 'Office manager',
    salaryAmount: 18500,
    startDate: '2021-02-01',
  });
  const sub = await insertSubscription(client.user.id, { packageType: 'standard', status: 'active', renewalInDays: 5 });
  await insertPayment(client.user.id, {
    subscriptionId: sub,
    amount: 3599,
    status: 'completed',
    paymentMethod: 'EFT',
    stripePaymentId: 'pay_1234567890abcdef',
    paymentDate: daysFromNow(-3),
    description: 'Standard package, monthly fee',
  });
  const conversation = await page.request.post('/api/conversations', {
    data: { subject: 'Payroll for June', body: 'About the bonus run' },
  });
  expect(conversation.status(), await conversation.text()).toBe(201);
  const params: Record<string, number> = { conversationId: ((await conversation.json()) as { id: number }).id };

  const screens = SCREENS.filter((path) => (path.startsWith('/dashboard') || path.startsWith('/checkout')) && !BY_JOURNEY.includes(path));
  expect(screens.length).toBeGreaterThan(8);
  for (const pattern of screens) {
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
      if (!(name in params)) throw new Error(`phone-a11y has no value for :${name} of ${pattern}: give the test one`);
      return String(params[name]);
    });
    await test.step(path, async () => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

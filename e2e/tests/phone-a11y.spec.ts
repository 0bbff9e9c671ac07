import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fillBusyAccount } from './dashboard-fixtures';
import { SCREENS } from './public-helpers';
import { closeActors, newClient } from './staff-fixtures';
import { scaled } from './time-scale';

/**
 * axe once per screen at 375 px (phone project only; docs/testing-and-benchmarks.md): every
 * dashboard and checkout screen of the route table, with data in it. The desktop project checks
 * the same screens at 1280 px in their own specs; the public pages and the staff screens have
 * their axe tests tagged for both widths.
 */
const BY_JOURNEY = ['/checkout/package/:serviceId', '/dashboard/engagement/:letterId', '/checkout/:invoiceId'];

test.afterEach(closeActors);

test('axe at 375 px: every dashboard and checkout screen, with a busy account', async ({ browser }) => {
  test.setTimeout(scaled(180_000));
  const client = await newClient(browser, { complete: true });
  const page = client.page;
  await page.setViewportSize({ width: 375, height: 740 });
  const params: Record<string, number> = await fillBusyAccount(page, client.user.businessId, {
    fileName: 'statement.pdf',
    subject: 'Payroll for June',
  });

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

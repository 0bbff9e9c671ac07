import { expect, test } from '@playwright/test';
import { registerViaApi } from './dashboard-fixtures';
import { closeActors, newStaff } from './staff-fixtures';

/** Screens that said the wrong thing (docs/mobile-and-overview.md, docs/enquiries.md). */

test.describe('what the screens say', () => {
  test('"Ctrl+Enter sends" shows with a keyboard and a wide screen, not on a phone', async ({ browser }) => {
    for (const [viewport, shown] of [
      [{ width: 1280, height: 800 }, true],
      [{ width: 375, height: 740 }, false],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await registerViaApi(page, { complete: true });
      await page.goto('/dashboard/messages/new');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const hint = page.getByText('Ctrl+Enter sends');
      // The phone project emulates a touch screen: there the hint is hidden at any width.
      const coarse = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
      if (shown && !coarse) await expect(hint).toBeVisible();
      else await expect(hint).toBeHidden();
      await context.close();
    }
  });
});

test.describe('bank reconciliation', () => {
  test.afterEach(closeActors);

  test('statement lines show dates as the app writes them ("20 Nov 2026"), not ISO', async ({ browser }) => {
    const staff = await newStaff(browser, 'manager');
    const page = staff.page;
    await page.goto('/staff/billing');
    const card = page.getByRole('region', { name: 'Bank reconciliation' });
    await card.getByLabel('Bank').selectOption('generic');
    await card.getByLabel('Date column').fill('When');
    await card.getByLabel('Description column').fill('Reference');
    await card.getByLabel('Amount column').fill('Value');
    await card.getByLabel('Statement (CSV)').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['When,Reference,Value', `2026-11-20,NO-SUCH-REF-${Date.now()},123.45`].join('\n')),
    });
    await card.getByRole('button', { name: 'Match payments' }).click();
    const unmatched = page.getByRole('table', { name: '1 payment not matched' });
    await expect(unmatched).toContainText('20 Nov 2026');
    await expect(unmatched).not.toContainText('2026-11-20');
  });
});

test('file inputs are styled like the outline button, not the browser default', async ({ browser }) => {
  const staff = await newStaff(browser, 'manager');
  await staff.page.goto('/staff/billing');
  const input = staff.page.getByLabel('Statement (CSV)');
  const look = await input.evaluate((el) => {
    const s = getComputedStyle(el, '::file-selector-button');
    return { radius: s.borderTopLeftRadius, weight: s.fontWeight, background: s.backgroundColor };
  });
  expect(look).toEqual({ radius: '8px', weight: '600', background: 'rgb(255, 255, 255)' });
  await closeActors();
});

test('registration says a password containing the username is refused while it is typed, before sending', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username').fill('thandi');
  await page.getByLabel('Email address').fill('thandi.nkosi@example.co.za');
  const password = page.getByLabel('Password', { exact: true });
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/register')) posted = true;
  });
  await password.fill('Thandi-Rocks-42');
  await password.blur();
  const message = 'Password must not contain your username or the name part of your email address';
  await expect(page.getByText(message)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill('Correct-Horse-42');
  await expect(page.getByText(message)).toHaveCount(0);
  expect(posted).toBe(false);
});

import { expect, test } from '@playwright/test';
import { registerViaApi } from './dashboard-fixtures';

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
      if (shown) await expect(hint).toBeVisible();
      else await expect(hint).toBeHidden();
      await context.close();
    }
  });
});

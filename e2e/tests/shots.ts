import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Screenshots for a human to open and judge: saved only when SHOTS_DIR is set
 * (`SHOTS_DIR=/tmp/shots npx playwright test …`), named `<name>-<viewport width>.png`.
 * Tests never write outside their own output otherwise.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // The screen at rest: lists loaded, web fonts in.
  await page
    .getByRole('status')
    .filter({ hasText: /Loading/ })
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // From the top: a full-page capture of a page scrolled part-way draws the fixed header where
  // the window was, over the content (a journey has scrolled to what it clicked last).
  await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

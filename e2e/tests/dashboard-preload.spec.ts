import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './dashboard-fixtures';
import { manifest } from './public-helpers';

/**
 * A signed-in dashboard screen's shell preloads GET /api/user, the screen's first lists and its
 * chunks with the HTML (backend/src/spa/route-manifest.ts, docs/performance.md). Each preloaded
 * answer must be the one the app uses: the browser hands a fetch the preloaded response only when
 * URL and credentials mode match, otherwise every such path would be fetched twice. (Chromium's
 * "preloaded but not used within a few seconds" warning is not asserted: it depends on timing, and
 * fires on a busy machine for a preload that is used, late, without a second request.)
 */
const screens = Object.entries(manifest.appPreloads ?? {});

test('the route manifest names preloads for the dashboard screens', () => {
  expect(screens.map(([path]) => path)).toEqual(expect.arrayContaining(['/dashboard', '/dashboard/documents']));
});

for (const [path, preload] of screens) {
  test(`${path} fetches its preloaded user and lists once each, with the HTML`, async ({ page, request }) => {
    await registerViaApi(page, { complete: true });
    const shell = await page.request.get(path);
    const html = await shell.text();
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">');
    for (const href of preload.data) expect(html).toContain(`as="fetch" crossorigin="use-credentials" href="${href}"`);
    expect(shell.headers()['cache-control']).toBe('private, no-cache');
    // Signed out: the plain shell, with nothing of anyone's.
    expect(await (await request.get(path)).text()).not.toContain('rel="preload" as="fetch"');

    const fetched = new Map<string, number>();
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) fetched.set(url.pathname + url.search, (fetched.get(url.pathname + url.search) ?? 0) + 1);
    });
    await page.goto(path);
    await expectEachFetchedOnce(page, fetched, ['/api/user', ...preload.data]);

    // Without the preload links the app asks for every one of them itself: none is a wasted request.
    fetched.clear();
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<link rel="preload" as="fetch"[^>]*>/g, '');
      await route.fulfill({ response, body });
    });
    await page.goto(path);
    await expectEachFetchedOnce(page, fetched, ['/api/user', ...preload.data]);
  });
}

/**
 * Waits until every path has been requested (on a loaded machine the screen's chunk, and so its
 * later requests, can arrive after the network first falls quiet), then lets the screen settle
 * and checks that none was requested a second time.
 */
async function expectEachFetchedOnce(page: Page, fetched: Map<string, number>, paths: readonly string[]): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  for (const href of paths) await expect.poll(() => fetched.get(href) ?? 0, { message: href }).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  for (const href of paths) expect(fetched.get(href), href).toBe(1);
}

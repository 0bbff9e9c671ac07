import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { registerViaApi, staffAdminRequest } from './dashboard-fixtures';
import { buyViaApi, proposeViaApi } from './engagement-fixtures';
import { DASHBOARD_SCREENS, PUBLIC_PAGES } from './public-helpers';
import { closeActors, newStaff, saDate, signInAsNewStaff } from './staff-fixtures';
import { scaled } from './time-scale';

/**
 * Every public page, dashboard screen and staff screen loads without a console error, a hydration
 * warning or an uncaught exception: once as served, and once the way a mid-range phone loads it (4x
 * CPU slowdown and a slow network through CDP, as Lighthouse's mobile profile does), where the
 * bundle arrives after first paint and hydration races the user. See docs/performance.md.
 */

/** The staff console's screens without an id in their path, the work screens among them, as an admin sees them. */
const STAFF_SCREENS = [
  '/staff',
  '/staff/work',
  '/staff/work/board',
  '/staff/work/workload',
  '/staff/work/templates',
  '/staff/compliance',
  '/staff/clients',
  '/staff/documents',
  '/staff/engagement-letters',
  '/staff/messages',
];

/** What React and the browser say when something went wrong; 401s of signed-out probes are not errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' && !/status of 401/.test(text)) problems.push(`console.error: ${text}`);
    else if (msg.type() === 'warning' && /hydrat|did not match|use\(\)/i.test(text)) problems.push(`console.warn: ${text}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  return problems;
}

async function throttleLikeAPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  return cdp;
}

/**
 * Class names styled-components generated in the browser that no element carries. When the
 * browser's component ids differ from the prerendered HTML's, React keeps the HTML's class
 * attributes (a production build does not even warn) while styled-components inserts rules under
 * the ids it computed: rules that match nothing. Global classes (with a hyphen) are not its names.
 */
async function orphanStyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const orphans = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      if (!(sheet.ownerNode instanceof HTMLStyleElement) || !sheet.ownerNode.hasAttribute('data-styled')) continue;
      for (const rule of Array.from(sheet.cssRules)) {
        const selector = rule instanceof CSSStyleRule ? rule.selectorText : '';
        for (const [, name] of selector.matchAll(/\.([A-Za-z]+)(?![\w-])/g))
          if (!document.querySelector(`.${CSS.escape(name)}`)) orphans.add(name);
      }
    }
    return [...orphans];
  });
}

/** Waits until the page has loaded its scripts and React had time to hydrate and fetch. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The loader starts the bundle after first paint; give hydration and its data a moment to finish.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
}

/**
 * Opens each path on `page` in turn (throttled like a phone when asked), lets it settle, runs
 * `check` on it (which may add problems of its own), and returns what went wrong, each line
 * prefixed with its path.
 */
async function screenProblems(
  page: Page,
  paths: readonly string[],
  throttled: boolean,
  check: (problems: string[]) => Promise<void>,
): Promise<string[]> {
  const problems = watchConsole(page);
  if (throttled) await throttleLikeAPhone(page);
  for (const path of paths) {
    const before = problems.length;
    await page.goto(path);
    await settle(page);
    await check(problems);
    for (let i = before; i < problems.length; i++) problems[i] = `${path}: ${problems[i]}`;
  }
  return problems;
}

/** A signed-in screen is loaded once its main landmark shows. */
const signedInScreenProblems = (page: Page, paths: readonly string[], throttled: boolean) =>
  screenProblems(page, paths, throttled, () => expect(page.getByRole('main')).toBeVisible());

for (const throttled of [false, true]) {
  const mode = throttled ? 'on a throttled phone' : 'as served';

  // The throttled run is the phone project's (tagged); the desktop project skips it.
  test.describe(`console stays clean ${mode}`, { tag: throttled ? ['@phone'] : [] }, () => {
    test.skip(({ isMobile }) => throttled && !isMobile, 'the throttled run is the phone project');
    test.setTimeout(scaled(throttled ? 180_000 : 60_000));
    test.afterEach(closeActors);

    test(`public pages ${mode}`, async ({ page }) => {
      const problems = await screenProblems(page, PUBLIC_PAGES, throttled, async (found) => {
        // The loader starts the page's script after first paint, and most islands hydrate on the
        // visitor's first use of the page (docs/public-site.md): press a key, wait until React owns
        // every island, then let the (time-sliced) hydration finish before the next page.
        await page.keyboard.press('Shift');
        await page.waitForFunction(
          () => {
            const islands = Array.from(document.querySelectorAll('[data-island]'));
            return islands.length > 0 && islands.every((island) => Object.keys(island).some((k) => k.startsWith('__reactContainer$')));
          },
          undefined,
          { timeout: scaled(20_000) },
        );
        await settle(page);
        for (const name of await orphanStyledClasses(page)) found.push(`styles generated for class .${name}, which no element has`);
      });
      expect(problems).toEqual([]);
    });

    test(`dashboard screens ${mode}`, async ({ page }) => {
      await registerViaApi(page, { complete: true });
      expect(await signedInScreenProblems(page, DASHBOARD_SCREENS, throttled)).toEqual([]);
    });

    test(`staff screens ${mode}`, async ({ page }) => {
      await signInAsNewStaff(page, 'admin');
      expect(await signedInScreenProblems(page, STAFF_SCREENS, throttled)).toEqual([]);
    });

    // A screen with an id in its path, in the state no sweep reaches: a letter the firm withdrew.
    test(`a client's withdrawn engagement letter ${mode}`, async ({ page, browser }) => {
      const client = await registerViaApi(page, { complete: true });
      const manager = await newStaff(browser, 'manager');
      const id = await proposeViaApi(manager.page, client.businessId, 'advanced');
      const reason = 'The scope changed; a new letter follows.';
      const withdrawn = await manager.page.request.post(`/api/staff/engagement-letters/${id}/withdraw`, { data: { reason } });
      expect(withdrawn.status(), await withdrawn.text()).toBe(200);
      const problems = await screenProblems(page, [`/dashboard/engagement/${id}`], throttled, async () => {
        await expect(page.getByText(reason)).toBeVisible();
      });
      expect(problems).toEqual([]);
    });

    // A client business the firm onboarded whose owner has not joined yet: no profile, no people.
    test(`a client awaiting its owner, in the staff console ${mode}`, async ({ page }) => {
      await signInAsNewStaff(page, 'admin');
      const ownerEmail = `owner-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.co.za`;
      const made = await page.request.post('/api/staff/clients', {
        data: { businessName: 'Strandveld Traders', ownerEmail, ownerFirstName: 'Pieter', ownerLastName: 'Botha' },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { businessId } = (await made.json()) as { businessId: number };
      const problems = await screenProblems(page, [`/staff/clients/${businessId}`], throttled, async () => {
        await expect(page.getByText(`Waiting for the owner · ${ownerEmail}`)).toBeVisible();
      });
      expect(problems).toEqual([]);
    });

    // A letter that changes the package a client holds (a letter page without buying steps), and
    // the client's subscriptions beside it.
    test(`a change letter to a client who holds a package ${mode}`, async ({ page, browser }) => {
      const client = await registerViaApi(page, { complete: true });
      const invoice = await buyViaApi(page, client.email, 'standard');
      const admin = await staffAdminRequest();
      const paid = await admin.post(`/api/staff/invoices/${invoice.id}/mark-paid`, { data: { reference: 'FNB 2811', paidOn: saDate(0) } });
      expect(paid.status(), await paid.text()).toBe(200);
      const manager = await newStaff(browser, 'manager');
      const id = await proposeViaApi(manager.page, client.businessId, 'advanced', 4500);
      const problems = await screenProblems(page, [`/dashboard/engagement/${id}`, '/dashboard/subscriptions'], throttled, async () => {
        await expect(page.getByRole('main')).toBeVisible();
        if (page.url().includes('/engagement/'))
          await expect(page.getByText('This letter changes the package your business holds, or its fee')).toBeVisible();
      });
      expect(problems).toEqual([]);
    });
  });
}

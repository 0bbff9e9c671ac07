import { expect, test, type Page } from '@playwright/test';
import { closeActors, newClient, newStaff } from './staff-fixtures';
import { scaled } from './time-scale';

/** One brand: one mark and wordmark on every surface, one self-hosted typeface, a way to sign in. */

/** The drawing of the first logo mark on the page (its paths), to compare surfaces. */
async function markPaths(page: Page): Promise<string> {
  const svg = page.locator('svg:has(path[d="M9 10h14M9 16h8M9 22h6"])').first();
  await expect(svg).toBeVisible();
  return svg.evaluate((el) => [...el.querySelectorAll('path')].map((p) => p.getAttribute('d')).join(' | '));
}

test.describe('one brand', () => {
  test.afterEach(closeActors);

  test('the same mark and wordmark on the public site, /auth, the dashboard and the staff console', async ({ page, browser }) => {
    test.setTimeout(scaled(90_000));
    await page.goto('/');
    const publicMark = await markPaths(page);
    await expect(page.getByRole('banner').getByText('Table Bay Accounting')).toBeVisible();
    await page.goto('/auth');
    expect(await markPaths(page)).toBe(publicMark);
    await expect(page.getByText('Table Bay Accounting').first()).toBeVisible();

    const client = await newClient(browser);
    await client.page.goto('/dashboard');
    expect(await markPaths(client.page)).toBe(publicMark);
    const staff = await newStaff(browser, 'accountant');
    await staff.page.goto('/staff');
    expect(await markPaths(staff.page)).toBe(publicMark);
    // The favicon is the same drawing.
    const favicon = await (await page.request.get('/favicon.svg')).text();
    expect(favicon).toContain('M9 10h14M9 16h8M9 22h6');
  });

  test('one self-hosted typeface, preloaded, with font-display swap', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const preload = /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(html);
    expect(preload).not.toBeNull();
    const font = await request.get(preload![1]);
    expect(font.status()).toBe(200);
    expect(html).toMatch(/font-family:\s*'Inter Variable';[^}]*font-display:\s*swap/);

    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toMatch(/^"Inter Variable"/);
    const shell = await (await request.get('/dashboard')).text();
    expect(shell).toContain(preload![1]);
  });

  test('the fallback shown before the typeface arrives takes the same room, so the swap shifts nothing', async ({ page }) => {
    await page.goto('/faq');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.locator('body').evaluate((b) => getComputedStyle(b).fontFamily)).toMatch(/^"Inter Variable", "Inter Fallback",/);
    // The same paragraph set in each face: the fallback's box must match Inter's within 3%.
    const boxes = await page.evaluate(async () => {
      await document.fonts.load('16px "Inter Fallback"');
      const text = 'We keep your books, file your returns and run your payroll, month after month, on time.';
      const measure = (family: string) => {
        const p = document.createElement('p');
        p.style.cssText = `font: 16px/normal ${family}; width: 300px; position: absolute; visibility: hidden`;
        p.textContent = text;
        document.body.append(p);
        const range = document.createRange();
        range.selectNodeContents(p);
        const width = Math.max(...[...range.getClientRects()].map((r) => r.width));
        const box = { height: p.getBoundingClientRect().height, width };
        p.remove();
        return box;
      };
      return { inter: measure('"Inter Variable"'), fallback: measure('"Inter Fallback"'), plain: measure('sans-serif') };
    });
    expect(Math.abs(boxes.fallback.height - boxes.inter.height) / boxes.inter.height).toBeLessThan(0.03);
    expect(Math.abs(boxes.fallback.width - boxes.inter.width) / boxes.inter.width).toBeLessThan(0.03);
  });

  test('"Client login" in the public header and footer', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/about');
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Client login' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Client login' })).toHaveAttribute('href', '/auth');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Client login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

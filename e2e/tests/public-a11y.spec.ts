import { expect, test } from '@playwright/test';
import { axe } from './axe';
import { PUBLIC_PAGES } from './public-helpers';

/** No serious or critical axe-core violation on any public page, nor on the not-found pages. */
for (const path of [...PUBLIC_PAGES, '/blog/99', '/no-such-page']) {
  test(`axe: ${path}`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    if (path === '/' || path === '/contact') await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const { violations } = await axe(page).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  });
}

test('axe: the FAQ with an answer open and the phone menu open', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Who do you work with?' }).click();
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  const { violations } = await axe(page).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('axe: the home form showing its errors', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  const { violations } = await axe(page).include('[data-testid="home-enquiry-form"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

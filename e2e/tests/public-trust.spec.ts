import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_FIRM } from './firm-settings';

/**
 * The trust layer: the home hero drawing, the named team on /about, testimonials, the
 * accounting software as plain names, and membership badges that appear only with their numbers
 * (docs/public-site.md, "Trust"). The images are AVIF and WebP with width descriptors, their own
 * size, and lazy below the fold.
 */

const main = (page: Page) => page.locator('main');

/** A <picture> of ours: AVIF first, then WebP, each with `w` descriptors and sizes; the img has its size. */
async function expectResponsivePicture(img: Locator, loading: 'lazy' | 'eager'): Promise<void> {
  const picture = img.locator('xpath=..');
  await expect(picture).toHaveJSProperty('tagName', 'PICTURE');
  const sources = picture.locator('source');
  await expect(sources).toHaveCount(2);
  await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
  await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
  for (const source of [sources.nth(0), sources.nth(1)]) {
    await expect(source).toHaveAttribute(
      'srcset',
      /^(\/images\/[\w-]+-\d+\.(avif|webp) \d+w)(, \/images\/[\w-]+-\d+\.(avif|webp) \d+w){2}$/,
    );
    await expect(source).toHaveAttribute('sizes', /\S/);
  }
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  await expect(img).toHaveAttribute('loading', loading);
}

test('/about: the team, named with their roles, as lazy responsive portraits that load', async ({ page }) => {
  await page.goto('/about');
  const team = main(page).getByRole('region', { name: 'The people behind your books' });
  const people: [string, string][] = [
    ['Thandiwe Mokoena', 'Founder and head of tax'],
    ['Pieter van der Merwe', 'Senior bookkeeper'],
    ['Aisha Daniels', 'Payroll manager'],
    ['Sipho Ndlovu', 'Client accountant'],
  ];
  const cards = team.getByRole('listitem');
  await expect(cards).toHaveCount(people.length);
  for (const [i, [name, role]] of people.entries()) {
    await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(cards.nth(i)).toContainText(role);
    await expectResponsivePicture(cards.nth(i).locator('img'), 'lazy');
  }
  // Scrolled into view, each portrait loads one of the generated files.
  await cards.last().scrollIntoViewIfNeeded();
  for (const i of people.keys()) {
    const img = cards.nth(i).locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\/images\/team-[a-z]+-\d+\.(avif|webp)$/);
  }
  const res = await page.request.get('/images/team-aisha-192.avif');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/avif');
});

test(
  "home: a hero drawing that is not the page's largest paint, testimonials, and the software as plain names",
  { tag: '@phone' },
  async ({ page, isMobile }) => {
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="home-title"] img');
    await expectResponsivePicture(hero, 'lazy');
    await expect(hero).toHaveAttribute('alt', '');
    if (isMobile) {
      // A phone shows the text alone and never downloads the drawing.
      await expect(hero).toBeHidden();
    } else {
      await expect(hero).toBeVisible();
      const box = await hero.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(320);
    }

    const testimonials = main(page).getByRole('region', { name: 'What our clients say' });
    await expect(testimonials.locator('figure')).toHaveCount(3);
    await expect(testimonials.locator('figure').first().locator('blockquote')).toContainText('VAT201');
    await expect(testimonials.locator('figcaption').first()).toContainText('Lerato Khumalo');

    const software = main(page).getByRole('region', { name: 'We work in the software you already use' });
    for (const name of ['Xero', 'Sage Business Cloud', 'QuickBooks Online'])
      await expect(software.getByText(name, { exact: true })).toBeVisible();
    await expect(software.locator('img, svg')).toHaveCount(0);
    await expect(software).toContainText('Product names are trademarks of their owners');
  },
);

test("membership badges appear only with their numbers (the server's FIRM_SAIPA_NUMBER, FIRM_SAIT_NUMBER)", async ({ page }) => {
  const saipa = E2E_FIRM.saipaNumber;
  const sait = E2E_FIRM.saitNumber;
  for (const path of ['/', '/about']) {
    await page.goto(path);
    const badges = main(page).getByRole('list', { name: 'Professional memberships' });
    if (!saipa && !sait) {
      // The suites' server has no numbers by default (tests/firm-settings.ts): it claims no membership.
      await expect(badges).toHaveCount(0);
      await expect(main(page)).not.toContainText('SAIPA');
      continue;
    }
    if (saipa) await expect(badges.getByTestId('membership-SAIPA')).toContainText(`Membership no. ${saipa}`);
    if (sait) await expect(badges.getByTestId('membership-SAIT')).toContainText(`Membership no. ${sait}`);
  }
});

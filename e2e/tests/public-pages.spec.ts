import { expect, test, type Page } from '@playwright/test';
import { E2E_FIRM } from './firm-settings';
import { holdPublicScript } from './public-helpers';
import { scaled } from './time-scale';

/** Each public page's key content, the layout's links and behaviour, blog, FAQ and not-found pages (docs/public-site.md). */

const main = (page: Page) => page.locator('main');

async function scrollTopOf(page: Page, id: string): Promise<number> {
  return page.evaluate((elId) => document.getElementById(elId)?.getBoundingClientRect().top ?? NaN, id);
}

test.describe('home page', () => {
  test('hero, six benefits, technology, three steps, R199 offer, six packages, custom quote, form and contact details', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bookkeeping, tax and payroll/);
    await expect(main(page).getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', '/#packages');
    await expect(main(page).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/#contact');
    for (const id of ['top', 'peace-of-mind', 'packages', 'contact', 'custom-quote'])
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    await expect(page.locator('#peace-of-mind li')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'We work in the software you already use' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How it works' }).locator('ol > li')).toHaveCount(3);
    await expect(page.getByText('Email us your requirements')).toBeVisible();
    await expect(page.getByText('Evaluation and proposal')).toBeVisible();
    await expect(page.getByText('Signed service agreement')).toBeVisible();
    const offer = page.getByRole('region', { name: 'Cloud accounting set up for you' });
    await expect(offer).toContainText('R199');
    await expect(offer).toContainText('per month');
    await expect(offer.getByRole('link', { name: 'Enquire Now' })).toBeVisible();

    const cards = page.locator('#packages article');
    await expect(cards).toHaveCount(6);
    const expected = [
      ['Start-ups', 'R799', 'Simple Start'],
      ['Essential', 'R1,299', 'Simple Start'],
      ['Standard', 'R3,599', 'Simple Start'],
      ['Advanced', 'R5,999', 'Essentials'],
      ['Professional', 'R8,499', 'Plus'],
      ['Elite', 'R11,999', 'Advanced'],
    ];
    for (const [i, [title, price, tier]] of expected.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(cards.nth(i)).toContainText(`${price}/month`);
      await expect(cards.nth(i)).toContainText(`Free ${tier} tier of cloud accounting software`);
    }
    for (const i of [1, 2, 3]) await expect(cards.nth(i)).toContainText('Free payroll tool for up to 5 employees');
    for (const i of [4, 5]) await expect(cards.nth(i)).toContainText('Free payroll tool for up to 10 employees');
    await expect(page.locator('[data-package="standard"]')).toContainText('Most popular');
    await expect(page.getByText('Most popular')).toHaveCount(1);

    await expect(page.locator('#custom-quote')).toContainText('Need something different?');
    await expect(page.getByTestId('home-enquiry-form')).toBeVisible();
    await expect(page.locator('#contact')).toContainText('Monday to Saturday: 07:00 to 19:00');
    await expect(page.locator('#contact')).toContainText('Rondebosch');
  });

  test('View Packages and Get Started scroll to their sections, 80 px below the top', async ({ page }) => {
    await page.goto('/');
    await main(page).getByRole('link', { name: 'View Packages' }).click();
    await expect(page).toHaveURL(/\/#packages$/);
    await expect.poll(() => scrollTopOf(page, 'packages'), { timeout: scaled(5000) }).toBeCloseTo(80, -1);
    await main(page).getByRole('link', { name: 'Enquire Now' }).first().click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => scrollTopOf(page, 'contact'), { timeout: scaled(5000) }).toBeCloseTo(80, -1);
  });
});

test('about page: mission, story, six values, four lists and its links', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await expect(main(page)).toContainText('2018');
  const values = page.getByRole('region', { name: 'Our values' }).locator('li h3');
  await expect(values).toHaveText(['Integrity', 'Excellence', 'Client Focus', 'Innovation', 'Timeliness', 'Accessibility']);
  await expect(page.getByRole('region', { name: 'Why businesses choose us' }).locator('ul')).toHaveCount(4);
  for (const href of ['/services', '/#contact', '/#packages']) await expect(main(page).locator(`a[href="${href}"]`)).toHaveCount(1);
});

test('services page: breadcrumb, six anchored service cards, steps, offer, packages, quote, WhatsApp and email', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Services');
  await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  for (const id of ['bookkeeping', 'tax', 'payroll', 'advisory', 'consulting', 'financial-reporting']) {
    await expect(page.locator(`li[id="${id}"] article`)).toHaveCount(1);
  }
  await expect(page.locator('#services article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'How it works' })).toBeVisible();
  await expect(main(page)).toContainText('R199');
  await expect(page.locator('#packages article')).toHaveCount(6);
  for (const type of ['start-ups', 'essential', 'standard', 'advanced', 'professional', 'elite'])
    await expect(page.locator(`li[id="${type}"]`)).toHaveCount(1);
  await expect(main(page).getByRole('link', { name: 'Request a Custom Quote' })).toHaveAttribute('href', '/contact');
  await expect(main(page).locator('a[href^="https://wa.me/"]')).toHaveCount(1);
  await expect(main(page).locator('a[href^="mailto:"]')).toHaveCount(1);
  // VAT facts as docs/decisions/0005-vat-thresholds-2026.md states them.
  await expect(page.locator('#tax')).toContainText('R2.3 million');
  await expect(page.locator('#tax')).toContainText('R120,000');
  await expect(page.locator('#tax')).toContainText('1 April 2026');
});

test('a URL fragment scrolls to its element with an 80 px offset', async ({ page }) => {
  await page.goto('/services#payroll');
  await expect.poll(() => scrollTopOf(page, 'payroll'), { timeout: scaled(5000) }).toBeCloseTo(80, -1);
});

test.describe('blog', () => {
  test('the list shows four posts in the four categories with Read More links', async ({ page }) => {
    await page.goto('/blog');
    const cards = main(page).locator('article');
    await expect(cards).toHaveCount(4);
    for (const category of ['Tips & Advice', 'Technology', 'Best Practices', 'Tax & Compliance'])
      await expect(main(page).getByText(category, { exact: true })).toHaveCount(1);
    for (let id = 1; id <= 4; id++) await expect(main(page).locator(`a[href="/blog/${id}"]`)).toHaveCount(1);
    await expect(cards.first()).toContainText('min read');
    await expect(cards.first()).toContainText('By ');
    await cards
      .nth(2)
      .getByRole('link', { name: /Read More/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A month-end checklist for clean books');
  });

  test('a post shows its details, a formatted body and two related posts', async ({ page }) => {
    await page.goto('/blog/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moving your books to the cloud: a practical guide');
    await expect(main(page)).toContainText('Technology');
    await expect(main(page)).toContainText('Pieter van der Merwe');
    await expect(main(page)).toContainText('5 min read');
    await expect(main(page).locator('article h2').first()).toHaveText('Why move at all?');
    await expect(main(page).locator('article strong').first()).toBeVisible();
    await expect(main(page)).not.toContainText('**');
    const related = page.getByRole('region', { name: 'Related articles' }).locator('article');
    await expect(related).toHaveCount(2);
    await expect(related.nth(0)).toContainText('Ten bookkeeping habits');
    await expect(related.nth(1)).toContainText('A month-end checklist');
  });

  for (const path of ['/blog/99', '/blog/abc']) {
    test(`an unknown post (${path}) answers 404 with Blog Post Not Found and a link back`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
      await main(page).getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(main(page).locator('article')).toHaveCount(4);
    });
  }
});

test.describe('FAQ', () => {
  test('six anchored groups of five questions and the closing links', async ({ page }) => {
    await page.goto('/faq');
    for (const id of ['general', 'bookkeeping', 'tax', 'payroll', 'business', 'technology']) {
      await expect(page.locator(`section[id="${id}"] h3 button`)).toHaveCount(5);
    }
    await expect(main(page).locator('a[href="/#contact"]')).toHaveCount(1);
    await expect(main(page).locator('a[href="/services"]')).toHaveCount(1);
  });

  test('one answer open at a time per group, and it can be closed again', async ({ page }) => {
    await page.goto('/faq');
    const group = page.locator('section#general');
    const first = group.getByRole('button', { name: 'Who do you work with?' });
    const second = group.getByRole('button', { name: 'Do I need to visit your office?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(group.getByText('Small and medium businesses, freelancers and start-ups')).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(group.getByText('Small and medium businesses, freelancers and start-ups')).toBeHidden();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: Enter opens, Enter closes.
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});

test('contact page: breadcrumb, three cards, location and the form section', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText('Contact Us');
  await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  for (const name of ['WhatsApp', 'Email', 'Business hours', 'Our office'])
    await expect(main(page).getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(main(page)).toContainText('Sunday: Closed');
  await expect(main(page)).toContainText('Rondebosch');
  await expect(page.locator('section#contact-form').getByTestId('contact-enquiry-form')).toBeVisible();
});

test('terms: 14 numbered sections, Last Updated today in en-ZA, link home', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-ZA'));
  await expect(page.getByTestId('terms-last-updated')).toHaveText(`Last Updated: ${today}`);
  await expect(page.getByTestId('terms-last-updated').locator('time')).toHaveAttribute('datetime', today.replace(/\//g, '-'));
  // Filled in by the public entry: no React and no island to hydrate before the visitor does something.
  await page.waitForLoadState('networkidle');
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  expect(scripts.filter((path) => /\/assets\/(hydrate-islands|jsx-runtime)-/.test(path))).toEqual([]);
  const headings = main(page).locator('section h2');
  await expect(headings).toHaveCount(14);
  await expect(headings.first()).toHaveText('1. Definitions');
  await expect(headings.last()).toHaveText('14. Contact us');
  for (const fact of ['R350', '7 business days', 'at least 50 valid entries', 'billed in advance', 'quoted in South African rand'])
    await expect(main(page)).toContainText(fact);
  await expect(main(page).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

/**
 * Decision 0011: the pages follow the server's FIRM_VAT_NUMBER, like its invoices. The suites'
 * server is VAT-registered (tests/firm-settings.ts); run with E2E_FIRM_VAT_NUMBER= and the same
 * test checks the unregistered wording. backend/test/firm-settings.e2e-spec.ts starts one build
 * both ways.
 */
test('prices say "incl. VAT" only for a VAT-registered firm, like its invoices (decision 0011)', async ({ page }) => {
  const registered = Boolean(E2E_FIRM.vatNumber);
  for (const path of ['/', '/services', '/faq', '/terms']) {
    await page.goto(path);
    // textContent: the FAQ's closed answers count too.
    const text = ((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ');
    if (registered) expect(text, path).toMatch(/incl\. VAT|Prices include VAT at 15%/);
    else expect(text, path).not.toMatch(/incl(\.|udes?|uding) VAT|VAT included/i);
  }
  await page.goto('/services');
  await expect(page.locator('footer')).toContainText(
    registered ? 'Prices include VAT at 15% unless stated otherwise.' : 'We are not registered for VAT, so no VAT is added to our prices.',
  );
  await expect(main(page)).toContainText(`Fixed monthly fees in rand, ${registered ? 'incl. VAT' : 'no VAT added'}.`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain(`R11,999, ${registered ? 'incl. VAT' : 'no VAT added'}.`);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
  expect(jsonLd).toContain(`"valueAddedTaxIncluded":${registered}`);
  expect(jsonLd).not.toContain(`"valueAddedTaxIncluded":${!registered}`);
});

test('privacy: 11 sections including the rights under POPIA', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(main(page).locator('section h2')).toHaveCount(11);
  await expect(page.getByRole('heading', { name: /Your rights under POPIA/ })).toBeVisible();
  await expect(main(page)).toContainText('at least 5 years');
  await expect(main(page)).toContainText('Information Regulator');
});

test('privacy: the self-service rights link to Download my data and the activity page, and say how long a copy is kept', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(main(page).getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/dashboard/settings#download-my-data');
  await expect(main(page).getByRole('link', { name: 'Your activity page' })).toHaveAttribute('href', '/dashboard/activity');
  // What the ZIP holds, as docs/account-security.md lists it: invoices and messages too.
  const rights = main(page).locator('section#your-rights');
  for (const part of ['invoices', 'messages', 'payments', 'document requests', 'every file you uploaded'])
    await expect(rights).toContainText(part);
  // A large account's copy is stored for 24 hours, not "never kept".
  const retention = main(page).locator('section#retention');
  await expect(retention).toContainText('kept in our private file storage for 24 hours');
  await expect(retention).not.toContainText('we do not keep it');
});

test('any other path answers 404 with the not-found page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle(/404 Page Not Found/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await main(page).getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('layout', () => {
  test('header links reach every page; a route change scrolls to the top', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    const pages: [string, RegExp, string][] = [
      ['Services', /\/services$/, 'Our services'],
      ['Blog', /\/blog$/, 'Blog'],
      ['FAQ', /\/faq$/, 'Frequently asked questions'],
      ['Contact', /\/contact$/, 'Contact us'],
      ['Terms', /\/terms$/, 'Terms and Conditions'],
      ['Privacy', /\/privacy$/, 'Privacy Policy'],
      ['About', /\/about$/, 'About us'],
      ['Home', /\/$/, 'Bookkeeping, tax and payroll handled, so you can run your business'],
    ];
    for (const [label, url, heading] of pages) {
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      if (isMobile) await header.getByRole('button', { name: 'Menu' }).click();
      await header.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page).toHaveTitle(
        new RegExp(
          label === 'Home'
            ? 'Online Bookkeeping'
            : label === 'Contact'
              ? 'Contact Us'
              : label === 'Terms'
                ? 'Terms and Conditions'
                : label === 'Privacy'
                  ? 'Privacy Policy'
                  : label === 'FAQ'
                    ? 'Frequently Asked Questions'
                    : label,
        ),
      );
    }
  });

  test('Get Started leads visitors to the contact section', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/faq');
    const header = page.locator('header').first();
    if (isMobile) await header.getByRole('button', { name: 'Menu' }).click();
    await header.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => scrollTopOf(page, 'contact'), { timeout: scaled(5000) }).toBeCloseTo(80, -1);
  });

  test('the menu collapses on a phone and is inline on a desktop', { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    const toggle = header.getByRole('button', { name: 'Menu' });
    const nav = header.getByRole('navigation', { name: 'Main' });
    if (isMobile) {
      await expect(nav).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
    } else {
      await expect(toggle).toBeHidden();
      await expect(nav).toBeVisible();
    }
  });

  test('header turns solid past 10 px; back-to-top appears past 300 px and returns to the top', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test("a tap while the page's script is still on its way is not lost", async ({ page }) => {
    // The loader asks for the page's script after the first paint; here it arrives only after the
    // visitor has tapped a question. That tap was the visitor's first use: the script must wake the
    // islands at once and the held tap must open the answer, without waiting for another use.
    const { asked, release } = await holdPublicScript(page);
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await asked;
    const question = page.locator('section#general').getByRole('button', { name: 'Who do you work with?' });
    await question.click();
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  test("a visitor who scrolls before the page's script has arrived still gets the solid header", async ({ page }) => {
    // The page's script (data-entry) is held back until the visitor has scrolled, as on a slow phone.
    const { release } = await holdPublicScript(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 50));
    release();
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('floating call and WhatsApp buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Call us/ })).toHaveAttribute('href', /^tel:\+27\d+$/);
    const whatsapp = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/27\d+$/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  test('footer links land on their anchors', async ({ page }) => {
    const footerLinks = [
      '/#packages',
      '/services#services',
      '/services#bookkeeping',
      '/services#tax',
      '/services#payroll',
      '/services#financial-reporting',
      '/services#advisory',
      '/services#consulting',
    ];
    await page.goto('/blog');
    const footer = page.locator('footer');
    for (const href of footerLinks) await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    for (const href of ['/services#payroll', '/#packages', '/services#financial-reporting']) {
      await footer.locator(`a[href="${href}"]`).click();
      const [path, id] = href.split('#');
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}#${id}$`));
      await expect.poll(() => scrollTopOf(page, id), { timeout: scaled(5000) }).toBeCloseTo(80, -1);
    }
  });

  test('a signed-in visitor gets My Account with Dashboard and Logout', { tag: '@phone' }, async ({ page, isMobile, baseURL }) => {
    const username = `visitor${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const res = await page.request.post('/api/register', {
      headers: { Origin: baseURL ?? '' },
      data: { username, email: `${username}@example.co.za`, password: 'a-long-password-1', acceptTerms: true },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/about');
    const header = page.locator('header').first();
    if (isMobile) await header.getByRole('button', { name: 'Menu' }).click();
    const account = header.getByRole('button', { name: 'My Account' });
    await expect(account).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByTestId('toast')).toContainText('Logged out');
    if (isMobile && !(await header.getByRole('link', { name: 'Get Started' }).isVisible()))
      await header.getByRole('button', { name: 'Menu' }).click();
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(401);
  });
});

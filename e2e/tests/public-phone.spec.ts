import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './dashboard-fixtures';
import { captchaSum, enquiryForm, fillEnquiry } from './public-helpers';
import { shot } from './shots';
import { scaled } from './time-scale';

/** The public site on a phone: nothing floats over what a visitor presses, a short footer, a confirmation that stays. */

const PHONE = { width: 375, height: 740 };
const FLOATING = ['Call us', 'Chat with us on WhatsApp', 'Back to top'];

/**
 * Scrolls through the page a third of a screen at a time; at each stop, for every interactive
 * element on screen, what the browser finds at its centre (and along its middle line) must not be
 * a floating button.
 */
async function coveredByFloatingButtons(page: Page): Promise<string[]> {
  return page.evaluate(async (labels) => {
    const covered = new Set<string>();
    const floating = (el: Element | null) =>
      el?.closest('a[aria-label], button[aria-label]') !== null &&
      labels.some((l) => el!.closest('a[aria-label], button[aria-label]')!.getAttribute('aria-label')!.startsWith(l));
    const step = Math.round(window.innerHeight / 3);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      for (const el of document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex="0"]')) {
        if (floating(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) continue;
        // The centre, and points along the middle line: a full-width Send button's centre is
        // clear while its right end is under the buttons.
        const cy = r.top + r.height / 2;
        if (cy < 0 || cy >= window.innerHeight) continue;
        const xs = [r.left + r.width / 2];
        for (let x = r.left + 4; x <= r.right - 4; x += 16) xs.push(x);
        xs.push(r.right - 4);
        if (xs.some((x) => x >= 0 && x < window.innerWidth && floating(document.elementFromPoint(x, cy))))
          covered.add(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return [...covered];
  }, FLOATING);
}

// On the phone project only: a real phone's touch and mobile viewport (docs/testing-and-benchmarks.md).
test.describe('the public site at 375 px', { tag: '@phone-only' }, () => {
  test.use({ viewport: PHONE });

  test('no floating button covers a link, a button or a field, anywhere on the home and contact pages', async ({ page }) => {
    test.setTimeout(scaled(90_000));
    for (const path of ['/', '/contact', '/services']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await coveredByFloatingButtons(page), path).toEqual([]);
    }
    // The buttons are still there, and still work from the keyboard.
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: /^Call us:/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Chat with us on WhatsApp/ })).toBeVisible();
  });

  test('the footer sections are collapsed: short, and each opens from the keyboard', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const height = await footer.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(900);
    const services = footer.getByRole('navigation', { name: 'Footer: Services' });
    await expect(services.getByRole('link').first()).toBeHidden();
    await services.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(services.getByRole('link').first()).toBeVisible();
    await expect(footer.getByText('Business hours')).toBeHidden();
    await footer.locator('summary', { hasText: 'Contact' }).click();
    await expect(footer.getByText('Business hours')).toBeVisible();
    await shot(page, 'footer-open');
    await expectNoAxeViolations(page);
  });

  test('the enquiry confirmation stays on the page above the form, not only in a toast', async ({ page }) => {
    await page.goto('/contact');
    const form = enquiryForm(page, 'contact');
    const sum = await captchaSum(form);
    await fillEnquiry(form, {
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      message: 'Please call me about payroll.',
      terms: true,
      captcha: String(sum),
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sent = page.getByTestId('contact-enquiry-sent');
    await expect(sent).toHaveText("Message sent! Thank you for contacting us. We'll get back to you shortly.");
    await expect(page.getByRole('status').filter({ has: sent })).toHaveCount(1);
    await expect(sent).toBeFocused();
    await expect(sent).toBeInViewport();
    await shot(page, 'enquiry-sent');
    // Still there once the toast has gone.
    await page.waitForTimeout(6_000);
    await expect(sent).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the public site at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the footer sections are open, with plain headings; the floating buttons float', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Footer: Services' }).getByRole('link').first()).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Services' })).toBeVisible();
    await expect(footer.locator('summary').first()).toBeHidden();
    await expect(footer.getByText('Business hours')).toBeVisible();
    const call = page.getByRole('link', { name: /^Call us:/ });
    expect(await call.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
    await shot(page, 'footer-desktop');
  });
});

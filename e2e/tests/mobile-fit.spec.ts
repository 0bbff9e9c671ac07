import { expect, test, type Page } from '@playwright/test';
import { fillBusyAccount, insertDocumentRequest } from './dashboard-fixtures';
import { confirmEmail } from './engagement-fixtures';
import { PUBLIC_PAGES, SCREENS } from './public-helpers';
import { shot } from './shots';
import { assignClient, closeActors, newClient, newStaff, saDate } from './staff-fixtures';
import { scaled } from './time-scale';

/**
 * Mobile first (docs/mobile-and-overview.md): at 375 px no page, dialog or table is wider than the screen, tab rows
 * never overflow, and every control a thumb presses is at least 44 px tall. Every public page,
 * every dashboard screen and every staff screen, with data in them (long file names included).
 */

const PHONE = { width: 375, height: 740 };
const MIN_TARGET = 44;
// Unique per run: an admin sees every client's uploads, other suites' included.
const LONG_NAME = `Standard-Bank-business-cheque-account-statement-March-to-May-2026-all-pages-signed-${Date.now().toString(36)}.pdf`;
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n`) });

interface Offender {
  what: string;
  detail: string;
}

/**
 * What does not fit: the page's scroll width, any dialog, table or tab list reaching past the
 * right edge, content clipped inside a container, words broken across two lines, and controls
 * under 44 px tall. Inline links inside running text are exempt (WCAG
 * 2.5.8's inline exception), as are visually hidden inputs whose label is the target.
 */
async function misfits(page: Page): Promise<Offender[]> {
  return page.evaluate((minTarget) => {
    const out: { what: string; detail: string }[] = [];
    const vw = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(
        el.getAttribute('aria-label') ??
        el.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      // r.bottom > 0: a skip link waits above the top edge until it is focused.
      return r.width > 2 && r.height > 2 && r.bottom > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };
    if (document.documentElement.scrollWidth > vw)
      out.push({ what: 'page', detail: `scrollWidth ${document.documentElement.scrollWidth} > ${vw}` });
    for (const el of document.querySelectorAll('[role="dialog"], [role="alertdialog"], table, [role="tablist"]')) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      // A table may scroll inside its own region; the region itself must fit.
      const box = el.tagName === 'TABLE' ? (el.parentElement?.getBoundingClientRect() ?? r) : r;
      if (box.left < -1 || box.right > vw + 1)
        out.push({ what: 'wide', detail: `${name(el)} ${Math.round(box.left)}..${Math.round(box.right)}` });
      // ...but a phone shows a table whole: columns scrolled out of sight (a status, a Download
      // button) are clipped for anyone who does not think to swipe the table.
      const region = el.parentElement;
      if (el.tagName === 'TABLE' && region && region.scrollWidth > region.clientWidth + 1)
        out.push({ what: 'clipped', detail: `${name(el)} scrolls sideways: ${region.scrollWidth} > ${region.clientWidth}` });
      if (el.getAttribute('role') === 'tablist' && el.scrollWidth > el.clientWidth + 1)
        out.push({ what: 'tabs overflow', detail: `${name(el)} ${el.scrollWidth} > ${el.clientWidth}` });
    }
    for (const el of document.querySelectorAll('a[href], button, select, [role="tab"], input:not([type="hidden"]), summary')) {
      if (!visible(el)) continue;
      if (el.closest('.visually-hidden') || el.classList.contains('visually-hidden')) continue;
      const s = getComputedStyle(el);
      if (el.tagName === 'A' && s.display === 'inline') continue;
      if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) {
        // The label around or beside it is the target.
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label && label.getBoundingClientRect().height >= minTarget) continue;
      }
      const r = el.getBoundingClientRect();
      if (r.height < minTarget - 0.5)
        out.push({ what: 'small target', detail: `${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}` });
    }
    // Content clipped inside a container: a box that hides its overflow yet holds more than it
    // shows, or an element reaching past the nearest ancestor that clips it. Visually hidden text
    // (1 px, clipped on purpose) and form controls (their value scrolls inside them) are exempt.
    const hiddenOnPurpose = (el: Element) => {
      if (el.closest('.visually-hidden, input, textarea, select, svg')) return true;
      for (let a: Element | null = el; a; a = a.parentElement) if (getComputedStyle(a).clipPath.startsWith('inset(50%')) return true;
      return false;
    };
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX === 'hidden' || s.overflowX === 'clip';
    };
    for (const el of document.querySelectorAll('body *')) {
      if (!visible(el) || hiddenOnPurpose(el)) continue;
      if (clips(el) && el.scrollWidth > el.clientWidth + 1)
        out.push({ what: 'clipped', detail: `${name(el)} scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}` });
      let parent = el.parentElement;
      while (parent && parent !== document.body && !clips(parent)) parent = parent.parentElement;
      if (parent && parent !== document.body) {
        const r = el.getBoundingClientRect();
        const p = parent.getBoundingClientRect();
        if (r.right > p.right + 1 || r.left < p.left - 1)
          out.push({ what: 'clipped', detail: `${name(el)} ${Math.round(r.left)}..${Math.round(r.right)} outside ${name(parent)}` });
      }
    }
    // Words broken inside themselves ("Standar d", "INV-0000 02"): a run of letters or digits whose
    // text lies on two lines. Separators (spaces, hyphens, slashes, dots) are where a line may break.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || hiddenOnPurpose(parent) || parent.closest('script, style, noscript')) continue;
      // A reference keeps its prefix ("INV-000002"). Addresses, usernames and file names (an @, or
      // longer than a line's share) are identifiers, not words: on a phone they must break somewhere.
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\p{Lu}{2,}-\p{N}+|[\p{L}\p{N}]+/gu)) {
        const token = text.slice(0, m.index).split(/\s/).pop()! + text.slice(m.index).split(/\s/)[0];
        if (m[0].length < 2 || m[0].length > 16 || token.length > 24 || token.includes('@')) continue;
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 4)
          out.push({ what: 'broken word', detail: `"${m[0]}" on lines at ${tops.join(', ')} in ${name(parent)}` });
      }
    }
    return out;
  }, MIN_TARGET);
}

/** The areas whose screens the tests below walk; every screen of the route table is in one. */
const AREAS = ['/auth', '/invitations', '/checkout', '/dashboard', '/staff'] as const;
/** Reached by clicking through the purchase in the billing test (they need a package and an invoice). */
const BY_JOURNEY = ['/checkout/package/:serviceId', '/dashboard/engagement/:letterId', '/checkout/:invoiceId'];

/**
 * The route table's screens in one area, parameters filled from the test's data. A parameter the
 * test has no value for fails the test, so a screen added to the router is measured, never skipped.
 */
function screensIn(area: (typeof AREAS)[number], params: Record<string, string | number> = {}): string[] {
  return SCREENS.filter((path) => (path === area || path.startsWith(`${area}/`)) && !BY_JOURNEY.includes(path)).map((path) =>
    path.replace(/:(\w+)/g, (_, name: string) => {
      if (!(name in params)) throw new Error(`mobile-fit has no value for :${name} of ${path}: give the test one`);
      return String(params[name]);
    }),
  );
}

async function expectFits(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  // Measure where things come to rest, not half-way through a slide-in.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // Soft: one run lists every screen's misfits.
  expect.soft(await misfits(page), where).toEqual([]);
  await shot(page, `fit-${where.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`);
}

test.describe('375 px: nothing wider than the phone, every target 44 px', () => {
  test.use({ viewport: PHONE });
  test.afterEach(closeActors);

  test('the route table lists the screens and each belongs to an area walked here', () => {
    expect(SCREENS.length).toBeGreaterThan(20);
    expect(SCREENS.filter((path) => !AREAS.some((area) => path === area || path.startsWith(`${area}/`)))).toEqual([]);
  });

  test('every public page, the phone menu, the /auth pages, the invitation page and the not-found page', async ({ page }) => {
    test.setTimeout(scaled(120_000));
    // The invitation page without a token (its details and form: client-businesses.spec.ts @phone).
    for (const path of [...PUBLIC_PAGES, ...screensIn('/auth'), ...screensIn('/invitations'), '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectFits(page, path);
    }
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expectFits(page, 'phone menu');
  });

  test('every dashboard screen and dialog, with a busy account', async ({ browser }) => {
    test.setTimeout(scaled(200_000));
    const client = await newClient(browser, { complete: true });
    const page = client.page;
    await page.setViewportSize(PHONE);
    const { conversationId } = await fillBusyAccount(page, client.user.businessId, {
      fileName: LONG_NAME,
      subject: 'Payroll for June: the bonus run and the UIF declaration for the new staff',
    });

    for (const path of [...screensIn('/dashboard', { conversationId }), ...screensIn('/checkout')]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page, path);
    }

    // The slide-out menu, the documents' tabs and dialogs.
    await page.goto('/dashboard/documents');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectFits(page, 'dashboard menu');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/documents');
    await page.getByRole('button', { name: `View details of ${LONG_NAME}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFits(page, 'document details');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: /Document Requests/ }).click();
    await expectFits(page, 'requests tab');
    await page
      .getByRole('button', { name: /^Details:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFits(page, 'request details');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/employees');
    await page
      .getByRole('button', { name: /Add Employee/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFits(page, 'add employee');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/payments');
    await page
      .getByRole('button', { name: /details/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFits(page, 'payment details');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/settings');
    for (const button of [/Change Email/, /Change Password/, /Delete Account/]) {
      await page.getByRole('button', { name: button }).first().click();
      await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toBeVisible();
      await expectFits(page, String(button));
      await page.keyboard.press('Escape');
    }
  });

  test('the billing screens: confirm a package, the checkout invoice, invoices and the staff billing overview', async ({ browser }) => {
    test.setTimeout(scaled(200_000));
    const client = await newClient(browser, { complete: true });
    const staff = await newStaff(browser, 'manager');
    const page = client.page;
    await page.setViewportSize(PHONE);

    await page.goto('/dashboard/subscriptions');
    const standard = page.getByRole('region', { name: 'Available Services' }).getByRole('region', { name: 'Standard' });
    await standard.getByRole('link', { name: 'Add Package' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Confirm your package' })).toBeVisible();
    await expectFits(page, '/checkout/package/:serviceId');
    await page.getByLabel(/I accept the/).check();
    await page.getByRole('button', { name: 'Continue to the engagement letter' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/engagement\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Engagement letter: Standard' })).toBeVisible();
    await expectFits(page, '/dashboard/engagement/:letterId');
    await confirmEmail(page, client.user.email);
    await page.getByLabel('Your full name').fill('Thandi Nkosi');
    await page.getByLabel(/I agree to sign this engagement letter electronically/).check();
    await page.getByRole('button', { name: 'Sign the letter' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Pay the first invoice' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay invoice INV-\d{6}$/);
    await expectFits(page, '/checkout/:invoiceId');
    for (const path of ['/dashboard/payments', '/dashboard/subscriptions']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page, `${path} with an invoice`);
    }

    await staff.page.setViewportSize(PHONE);
    await staff.page.goto('/staff/billing');
    await expect(staff.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(staff.page.getByRole('heading', { name: 'Bank reconciliation' })).toBeVisible();
    await expectFits(staff.page, '/staff/billing');
    await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
    await expect(staff.page.getByRole('table', { name: "The client's invoices" })).toBeVisible({ timeout: scaled(20_000) });
    await expectFits(staff.page, 'client billing tab with an invoice');
  });

  test('every staff screen, client tab and dialog', async ({ browser }) => {
    test.setTimeout(scaled(200_000));
    const client = await newClient(browser, { complete: true });
    const admin = await newStaff(browser, 'admin');
    await assignClient(admin, client);
    const upload = await client.page.request.post('/api/documents/upload', {
      multipart: { category: 'bank_statement', description: 'Statements for the quarter', files: pdf(`staff-${LONG_NAME}`) },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    await insertDocumentRequest(client.user.businessId, { documentType: 'bank_statement', description: 'Savings account', dueInDays: 6 });
    const page = admin.page;
    await page.setViewportSize(PHONE);

    const conversation = await client.page.request.post('/api/conversations', {
      data: { subject: 'Question about the quarterly statements and the VAT201 for this period', body: `About staff-${LONG_NAME}` },
    });
    expect(conversation.status(), await conversation.text()).toBe(201);
    const conversationId = ((await conversation.json()) as { id: number }).id;

    // A job of this client with a client task and an internal step, for the job's page and the client's Jobs tab.
    const job = await page.request.post('/api/staff/jobs', {
      data: {
        clientId: client.user.businessId,
        title: `Annual financial statements and ITR14 for ${LONG_NAME}`,
        dueDate: saDate(10),
        checklist: [
          {
            title: 'Bank statements for the year',
            kind: 'document_request',
            documentCategory: 'bank_statement',
            description: `Every account of ${LONG_NAME}`,
          },
          { title: 'Draft the statements from the ledger', kind: 'internal' },
        ],
      },
    });
    expect(job.status(), await job.text()).toBe(201);
    const jobId = ((await job.json()) as { id: number }).id;

    for (const path of screensIn('/staff', { clientId: client.user.businessId, conversationId, jobId })) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page, path);
    }
    await page.goto(`/staff/clients/${client.user.businessId}`);
    for (const tab of ['Profile', 'Jobs', 'Billing', 'Documents', 'Requests', 'Tax calendar', 'Notes', 'Messages']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expectFits(page, `client tab ${tab}`);
    }
    await page.getByRole('tab', { name: /^Requests/ }).click();
    await page.getByRole('button', { name: 'Request a document' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFits(page, 'request form');
    await page.keyboard.press('Escape');

    await page.goto('/staff/documents');
    await page.getByRole('button', { name: `Review staff-${LONG_NAME}` }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Review document' })).toBeVisible();
    await expectFits(page, 'review dialog');
    await page.keyboard.press('Escape');

    await page.goto('/staff/team');
    await page.getByRole('button', { name: 'Add staff member' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFits(page, 'add staff member');
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations, expectToast, looksRight, pdfText, press, staffAdminRequest } from './dashboard-fixtures';
import { buyViaApi, confirmEmail } from './engagement-fixtures';
import { closeActors, newClient, newStaff, saDate } from './staff-fixtures';
import { holdPublicScript } from './public-helpers';
import { shot } from './shots';
import { scaled } from './time-scale';

/**
 * Engagement letters on the screens (docs/engagement-letters.md): a client buys a package by
 * signing its letter, pays the first invoice by EFT proof and staff confirm it; the firm
 * countersigns and both download the signed letter, which the public page verifies; staff send a
 * proposal that the client accepts. At 1280 px and at 375 px, axe on every screen.
 */

/** Draws a stroke across the signature canvas with the mouse (or a finger on a phone). */
async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByRole('img', { name: 'Draw your signature (optional)' });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * (box.width / 14), box.y + box.height / 2 + (i % 2 ? -15 : 15));
  await page.mouse.up();
}

async function downloadBytes(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

test.afterEach(closeActors);
test.setTimeout(scaled(150_000));

test('a client buys by signing the letter, pays by EFT proof, staff confirm and countersign; both keep the signed letter, which verifies', async ({
  browser,
}, testInfo) => {
  const client = await newClient(browser, { complete: true });
  const staff = await newStaff(browser, 'manager');
  const page = client.page;

  // Choose a package: the first step of five.
  await page.goto('/checkout/package/essential');
  await expect(page.getByRole('heading', { name: 'Confirm your package' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Buying a package' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Choose a package/);
  await page.getByLabel(/I accept the/).check();
  await press(page.getByRole('button', { name: 'Continue to the engagement letter' }));

  // Read the letter: the second step, no invoice yet.
  await expect(page).toHaveURL(/\/dashboard\/engagement\/\d+$/);
  const letterId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: 'Engagement letter: Essential' })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/Sign the engagement letter/);
  const reference = (await page.getByText(/^EL-[0-9A-F]{8}$/).textContent()) ?? '';
  const letter = page.getByRole('article', { name: 'Engagement letter: Essential' });
  await expect(letter.getByRole('heading', { name: 'Fees and when they change' })).toBeVisible();
  await expect(letter).toContainText('R1,299.00 a month');
  await expect(letter.getByRole('heading', { name: 'Personal information (POPIA)' })).toBeVisible();
  expect(((await (await page.request.get('/api/invoices')).json()) as unknown[]).length).toBe(0);
  await looksRight(page);
  await shot(page, 'engagement-letter');

  // Sign: the form says what is missing, then signs with a drawn signature.
  await confirmEmail(page, client.user.email);
  await press(page.getByRole('button', { name: 'Sign the letter' }));
  await expect(page.getByText('Please type your full name: first name and surname')).toBeVisible();
  await expect(page.getByText('Please confirm that you agree to sign electronically')).toBeVisible();
  await page.getByLabel('Your full name').fill('Thandi Nkosi');
  await drawSignature(page);
  await expect(page.getByRole('button', { name: 'Clear drawing' })).toBeVisible();
  await page.getByLabel(/I agree to sign this engagement letter electronically/).check();
  await looksRight(page);
  await press(page.getByRole('button', { name: 'Sign the letter' }));
  await expectToast(page, 'Letter signed', 'Your first invoice is ready to pay.');
  await expect(page.getByText('You signed this letter. We will countersign it shortly')).toBeVisible();
  await shot(page, 'engagement-signed');
  await press(page.getByRole('link', { name: 'Pay the first invoice' }));

  // Pay by EFT: proof of payment.
  await expect(page).toHaveURL(/\/checkout\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Pay invoice INV-\d{6}$/);
  const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Pay invoice ', '');
  await page.getByLabel('Proof of payment').setInputFiles({
    name: 'fnb-proof.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await press(page.getByRole('button', { name: 'Send proof of payment' }));
  await expectToast(page, 'Proof of payment received');

  // Staff confirm the EFT on the client's billing tab.
  await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  const staffInvoices = staff.page.getByRole('table', { name: "The client's invoices" });
  await expect(staffInvoices.getByRole('row', { name: new RegExp(number) })).toContainText('Issued', { timeout: scaled(20_000) });
  await press(staffInvoices.getByRole('button', { name: `Mark ${number} paid` }));
  const dialog = staff.page.getByRole('dialog', { name: `Mark ${number} paid` });
  await dialog.getByLabel('Bank reference').fill('FNB 2611230042');
  await press(dialog.getByRole('button', { name: 'Mark paid' }));
  await expectToast(staff.page, 'Invoice marked paid');

  // Staff countersign from the list of letters waiting for the firm.
  await staff.page.goto('/staff/engagement-letters');
  await expect(staff.page.getByRole('heading', { name: 'Engagement letters', level: 1 })).toBeVisible();
  const waiting = staff.page.getByRole('table', { name: 'Engagement letters, newest first' });
  const row = waiting.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Signed, to countersign', { timeout: scaled(20_000) });
  await looksRight(staff.page);
  await shot(staff.page, 'staff-engagement-letters');
  await press(row.getByRole('button', { name: 'Countersign' }));
  await expectToast(staff.page, 'Letter countersigned');

  // The client: active, and the signed letter and the invoice download.
  await page.goto('/dashboard/subscriptions');
  await expect(page.getByRole('region', { name: 'Active Subscriptions' }).getByRole('region', { name: 'Essential' })).toContainText(
    'Active',
  );
  await page.goto(`/dashboard/engagement/${letterId}`);
  await expect(page.getByText(/Signed by Thandi Nkosi and countersigned by/)).toBeVisible();
  await looksRight(page);
  const signed = await downloadBytes(page, page.getByRole('link', { name: 'Download the signed letter' }));
  expect(signed.name).toMatch(/^engagement-letter-EL-[0-9A-F]{8}-signed\.pdf$/);
  const text = await pdfText(signed.bytes);
  expect(text).toContain('Audit certificate');
  expect(text).toContain(client.user.email);
  expect(text).toMatch(/Signed\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+02:00/);
  // Staff download the very same bytes.
  const staffCopy = await staff.page.request.get(`/api/staff/engagement-letters/${letterId}/pdf`);
  expect(Buffer.from(await staffCopy.body()).equals(signed.bytes)).toBe(true);

  await page.goto('/dashboard/payments');
  const invoiceRow = page.getByRole('table', { name: 'Your invoices, newest first' }).getByRole('row', { name: new RegExp(number) });
  await expect(invoiceRow).toContainText('Paid');
  const invoice = await downloadBytes(page, invoiceRow.getByRole('link', { name: `Download PDF of invoice ${number}` }));
  expect(invoice.name).toBe(`${number}.pdf`);

  // Anyone can check the signed letter on the public page; a changed copy is not valid.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const pub = await visitor.newPage();
    await pub.goto('/verify-letter');
    await expect(pub.getByRole('heading', { name: 'Check a signed engagement letter', level: 1 })).toBeVisible();
    await pub.getByLabel('Signed letter (PDF)').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: signed.bytes });
    // The button comes alive with the page's script (see the next test).
    await expect(pub.getByRole('button', { name: 'Check the letter' })).toBeEnabled();
    await press(pub.getByRole('button', { name: 'Check the letter' }));
    await expect(pub.getByRole('status').filter({ hasText: 'This is an original signed engagement letter.' })).toContainText(
      'Signed by Thandi Nkosi',
    );
    await looksRight(pub);
    await shot(pub, 'verify-letter');
    const changed = Buffer.from(signed.bytes);
    changed[Math.floor(changed.length / 2)] ^= 0x01;
    await pub.getByLabel('Signed letter (PDF)').setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: changed });
    await press(pub.getByRole('button', { name: 'Check the letter' }));
    await expect(pub.getByRole('status').filter({ hasText: 'is not an original signed letter' })).toBeVisible();
  } finally {
    await visitor.close();
  }
  expect(testInfo.project.name === 'desktop' || testInfo.project.name === 'phone').toBe(true);
});

test('staff send a proposal from the client page; the client accepts it by signing', async ({ browser }, testInfo) => {
  const client = await newClient(browser, { complete: true });
  const staff = await newStaff(browser, 'manager');
  const page = client.page;

  await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  await press(staff.page.getByRole('button', { name: 'Send a proposal' }));
  const dialog = staff.page.getByRole('dialog', { name: 'Send a proposal' });
  await press(dialog.getByRole('button', { name: 'Send proposal' }));
  await expect(dialog.getByText('Package is required')).toBeVisible();
  await dialog.getByLabel('Package').selectOption({ label: 'Advanced (R5,999.00)' });
  await dialog.getByLabel(/Monthly price/).fill('4999.50');
  await dialog.getByLabel(/Covering note/).fill('As discussed on Tuesday: two bank accounts.');
  // As in staff-console.spec.ts: dialogs are checked at desktop width.
  if (testInfo.project.name === 'desktop') await expectNoAxeViolations(staff.page);
  await press(dialog.getByRole('button', { name: 'Send proposal' }));
  await expectToast(staff.page, 'Proposal sent');

  await page.goto('/dashboard/engagement');
  const letters = page.getByRole('table', { name: 'Your engagement letters, newest first' });
  await expect(letters.getByRole('row').filter({ hasText: 'Advanced' })).toContainText('R4,999.50');
  await looksRight(page);
  await shot(page, 'engagement-letters');
  await press(letters.getByRole('link', { name: 'Open the Advanced letter' }));
  await expect(page.getByRole('heading', { name: 'Engagement letter: Advanced' })).toBeVisible();
  await expect(page.getByText('As discussed on Tuesday: two bank accounts.')).toBeVisible();
  await confirmEmail(page, client.user.email);
  // A keyboard user signs without drawing: the typed name is the signature.
  await page.getByLabel('Your full name').fill('Thandi Nkosi');
  await page.getByLabel(/I agree to sign this engagement letter electronically/).check();
  await press(page.getByRole('button', { name: 'Sign the letter' }));
  await expectToast(page, 'Letter signed');
  await press(page.getByRole('link', { name: 'Pay the first invoice' }));
  await expect(page).toHaveURL(/\/checkout\/\d+$/);
  await expect(page.getByRole('region', { name: 'Pay by EFT' })).toContainText('R4,999.50');
  await looksRight(page);
  // Both sides show the fee the letter agreed, not the package's R5,999.00.
  await page.goto('/dashboard/subscriptions');
  await expect(page.getByRole('region', { name: 'Advanced' }).first()).toContainText('R4,999.50/month');
  await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  const subscriptions = staff.page.getByRole('table', { name: 'Subscriptions', exact: true });
  await expect(subscriptions.getByRole('row').filter({ hasText: 'Advanced' })).toContainText('R4,999.50/month');
});

test('staff propose a new fee and package to a client who holds one; signing schedules it for the next period and charges nothing now @phone', async ({
  browser,
}, testInfo) => {
  const client = await newClient(browser, { complete: true });
  const staff = await newStaff(browser, 'manager');
  const page = client.page;
  // The client holds Standard, bought by signing its letter, its first invoice paid.
  const invoice = await buyViaApi(page, client.user.email, 'standard');
  const admin = await staffAdminRequest();
  const paid = await admin.post(`/api/staff/invoices/${invoice.id}/mark-paid`, { data: { reference: 'FNB 2711', paidOn: saDate(0) } });
  expect(paid.status(), await paid.text()).toBe(200);

  await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  await press(staff.page.getByRole('button', { name: 'Send a proposal' }));
  const dialog = staff.page.getByRole('dialog', { name: 'Send a proposal' });
  await expect(dialog).toContainText('for a client that holds a main package, it changes that package or its fee');
  await dialog.getByLabel('Package').selectOption({ label: 'Advanced (R5,999.00)' });
  await dialog.getByLabel(/Monthly price/).fill('4500');
  if (testInfo.project.name === 'desktop') await expectNoAxeViolations(staff.page);
  await press(dialog.getByRole('button', { name: 'Send proposal' }));
  await expectToast(
    staff.page,
    'Proposal sent',
    'A change to Advanced: it takes effect from the next billing period not yet invoiced once signed.',
  );

  await page.goto('/dashboard/engagement');
  const letters = page.getByRole('table', { name: 'Your engagement letters, newest first' });
  await press(letters.getByRole('link', { name: 'Open the Advanced letter' }));
  await expect(page.getByRole('heading', { name: 'Engagement letter: Advanced' })).toBeVisible();
  await expect(page.getByText('This letter changes the package your business holds, or its fee')).toBeVisible();
  await expect(page.getByText(/This letter replaces the terms of your Standard package/)).toBeVisible();
  await expect(
    page.getByText('Signing changes your subscription from its first billing period not yet invoiced; nothing is charged now.'),
  ).toBeVisible();
  await looksRight(page);
  await page.getByLabel('Your full name').fill('Thandi Nkosi');
  await page.getByLabel(/I agree to sign this engagement letter electronically/).check();
  await press(page.getByRole('button', { name: 'Sign the letter' }));
  await expectToast(page, 'Letter signed', /From \d{1,2} \w+ \d{4} your subscription is the Advanced package at R4,500\.00 a month\./);
  // Nothing to pay now: no checkout, a way to the subscription instead.
  await expect(page.getByRole('link', { name: 'Pay the first invoice' })).toHaveCount(0);
  await press(page.getByRole('link', { name: 'See your subscription' }));
  await expect(page).toHaveURL(/\/dashboard\/subscriptions$/);
  const standard = page.getByRole('region', { name: 'Standard' }).first();
  await expect(standard).toContainText(/Moves to Advanced at R4,500\.00 a month on .+, as agreed in your engagement letter\./);
  await looksRight(page);
  await shot(page, 'subscription-change-agreed');
  await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  const subscriptions = staff.page.getByRole('table', { name: 'Subscriptions', exact: true });
  await expect(subscriptions.getByRole('row').filter({ hasText: 'Standard' })).toContainText(
    /Moves to Advanced at R4,500\.00 a month on .+ \(agreed by letter\)/,
  );
});

test('a manager withdraws an unsigned letter with a reason; the client reads why and can no longer sign it @phone', async ({
  browser,
}, testInfo) => {
  const client = await newClient(browser, { complete: true });
  const staff = await newStaff(browser, 'manager');
  const page = client.page;
  const reason = 'We need to agree the payroll scope first; we will send a new letter this week.';

  await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  await press(staff.page.getByRole('button', { name: 'Send a proposal' }));
  const proposal = staff.page.getByRole('dialog', { name: 'Send a proposal' });
  await proposal.getByLabel('Package').selectOption({ label: 'Advanced (R5,999.00)' });
  await press(proposal.getByRole('button', { name: 'Send proposal' }));
  await expectToast(staff.page, 'Proposal sent');
  // The firm-wide list holds other tests' letters too: this one is found by its reference.
  const sent = await page.request.get('/api/engagement-letters');
  const [{ reference }] = (await sent.json()) as Array<{ reference: string }>;
  const business = 'Fynbos Studio (Pty) Ltd';

  await staff.page.goto('/staff/engagement-letters');
  await staff.page.getByLabel('Show').selectOption({ label: 'Sent, not opened' });
  const row = staff.page.getByRole('table', { name: 'Engagement letters, newest first' }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Advanced', { timeout: scaled(20_000) });
  await press(row.getByRole('button', { name: `Withdraw: Advanced, ${business}` }));
  const dialog = staff.page.getByRole('dialog', { name: `Withdraw the Advanced letter to ${business}` });
  await press(dialog.getByRole('button', { name: 'Withdraw letter' }));
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason, as the client will read it').fill(reason);
  if (testInfo.project.name === 'desktop') await expectNoAxeViolations(staff.page);
  await press(dialog.getByRole('button', { name: 'Withdraw letter' }));
  await expectToast(staff.page, 'Letter withdrawn');
  await staff.page.getByLabel('Show').selectOption({ label: 'Withdrawn' });
  await expect(row).toContainText('Withdrawn');
  await expect(row.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  await page.goto('/dashboard/engagement');
  const letters = page.getByRole('table', { name: 'Your engagement letters, newest first' });
  await expect(letters.getByRole('row').filter({ hasText: 'Advanced' })).toContainText('Withdrawn');
  await press(letters.getByRole('link', { name: 'Open the Advanced letter' }));
  await expect(page.getByText(/withdrew this letter on .+\. It can no longer be signed/)).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign the letter' })).toHaveCount(0);
  await looksRight(page);
  await shot(page, 'engagement-letter-withdrawn');
});

test("the letter check waits for the page's script: pressed early, the button does nothing until it can check", async ({ page }) => {
  // Before, the prerendered button was live at once: pressed before the island hydrated, the form
  // submitted natively, reloaded the page and the chosen file and the answer were lost.
  const { release } = await holdPublicScript(page);
  await page.goto('/verify-letter', { waitUntil: 'domcontentloaded' });
  await page
    .getByLabel('Signed letter (PDF)')
    .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%not ours\n') });
  const check = page.getByRole('button', { name: 'Check the letter' });
  await expect(check).toBeDisabled();
  release();
  await expect(check).toBeEnabled();
  await check.click();
  await expect(page.getByRole('status').filter({ hasText: 'is not an original signed letter' })).toBeVisible();
  await expect(page).toHaveURL(/\/verify-letter$/);
});

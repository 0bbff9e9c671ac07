import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoAxeViolations, expectToast, looksRight, pdfText, press } from './dashboard-fixtures';
import { confirmEmail } from './engagement-fixtures';
import { assignClient, closeActors, newClient, newStaff } from './staff-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

/** The staff billing overview's "paid this month" total, in rand. */
async function paidThisMonth(page: Page): Promise<number> {
  const res = await page.request.get('/api/staff/billing/overview');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { paidThisMonth: number }).paidThisMonth;
}

/** As the screen writes it: R3,599.00. */
const rand = (amount: number) => `R${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.afterEach(closeActors);
// One journey through two people's screens, with axe on each: longer than a single-screen test.
test.setTimeout(scaled(120_000));

test('client chooses a package → checkout → EFT → staff marks paid → active, and the tax invoice PDF downloads', async ({
  browser,
}, testInfo) => {
  const client = await newClient(browser, { complete: true });
  const staff = await newStaff(browser, 'manager');
  const page = client.page;

  // Choose a package.
  await page.goto('/dashboard/subscriptions');
  const standard = page.getByRole('region', { name: 'Available Services' }).getByRole('region', { name: 'Standard' });
  await press(standard.getByRole('link', { name: 'Add Package' }));
  await expect(page.getByRole('heading', { name: 'Confirm your package' })).toBeVisible();
  await expect(page.getByText('R3,599.00')).toBeVisible();
  await expect(page.getByText('Includes VAT at 15% of R469.43')).toBeVisible();
  await expect(page.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
  await looksRight(page);
  await shot(page, 'confirm');
  await press(page.getByRole('button', { name: 'Continue to the engagement letter' }));
  await expect(page.getByText('Please accept the terms of service')).toBeVisible();
  await page.getByLabel(/I accept the/).check();
  await press(page.getByRole('button', { name: 'Continue to the engagement letter' }));

  // The engagement letter: signing it issues the first invoice (docs/engagement-letters.md).
  await expect(page).toHaveURL(/\/dashboard\/engagement\/\d+$/);
  await confirmEmail(page, client.user.email);
  await page.getByLabel('Your full name').fill('Thandi Nkosi');
  await page.getByLabel(/I agree to sign this engagement letter electronically/).check();
  await press(page.getByRole('button', { name: 'Sign the letter' }));
  await expectToast(page, 'Letter signed');
  await press(page.getByRole('link', { name: 'Pay the first invoice' }));

  // Checkout: EFT details, reference, amount.
  await expect(page).toHaveURL(/\/checkout\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Pay invoice INV-\d{6}$/);
  const number = ((await heading.textContent()) ?? '').replace('Pay invoice ', '');
  const reference = number.replace('-', '');
  const eft = page.getByRole('region', { name: 'Pay by EFT' });
  await expect(eft).toContainText('First National Bank');
  await expect(eft).toContainText('Branch code');
  await expect(eft).toContainText(reference);
  await expect(eft).toContainText('R3,599.00');
  await expect(page.getByRole('region', { name: 'Pay by card or instant EFT' })).toHaveCount(0);
  await looksRight(page);
  await shot(page, 'checkout');

  // "I have paid": proof of payment.
  await page.getByLabel('Proof of payment').setInputFiles({
    name: 'fnb-proof.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await press(page.getByRole('button', { name: 'Send proof of payment' }));
  await expectToast(page, 'Proof of payment received');
  // Instead of the payment prompt: the proof is in, and the firm confirms it.
  await expect(
    page.getByRole('status').filter({ hasText: /^Proof received on .*: we'll confirm within one business day\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay by card or instant EFT' })).toHaveCount(0);
  await expect(eft.getByRole('button', { name: 'Replace proof of payment' })).toBeVisible();
  await looksRight(page);
  await shot(page, 'checkout-proof-received');

  // The subscription waits for payment; the invoice is listed with its proof, not a prompt to pay.
  await page.goto('/dashboard/payments');
  const invoices = page.getByRole('table', { name: 'Your invoices, newest first' });
  const invoiceRow = invoices.getByRole('row', { name: new RegExp(number) });
  await expect(invoiceRow).toContainText('Issued');
  await expect(
    invoiceRow.getByRole('link', { name: `Invoice ${number}: proof received, we'll confirm within one business day` }),
  ).toBeVisible();
  await expect(invoiceRow.getByRole('link', { name: `Pay invoice ${number}` })).toHaveCount(0);
  await expect(page.getByText("Proof received: we'll confirm within one business day").first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete Payment' })).toHaveCount(0);
  await looksRight(page);
  await page.goto('/dashboard/subscriptions');
  const pendingCard = page.getByRole('region', { name: 'Pending Subscriptions' });
  await expect(pendingCard).toContainText("Proof received: we'll confirm within one business day");
  await expect(pendingCard.getByRole('link', { name: 'Complete Payment' })).toHaveCount(0);

  // Staff confirm the EFT.
  await staff.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  const staffInvoices = staff.page.getByRole('table', { name: "The client's invoices" });
  // The staff client page loads several lists at once; give it time on a busy machine.
  await expect(staffInvoices.getByRole('row', { name: new RegExp(number) })).toContainText('Issued', { timeout: scaled(20_000) });
  await expect(staffInvoices.getByRole('link', { name: `Proof of payment for ${number}` })).toBeVisible();
  await expect(staffInvoices.getByRole('row', { name: new RegExp(number) })).toContainText('Proof received');
  // The manager was told at once, in the console.
  const notices = await staff.page.request.get('/api/staff/notifications');
  expect(((await notices.json()) as { items: Array<{ type: string; message: string }> }).items).toContainEqual(
    expect.objectContaining({ type: 'proof_of_payment', message: expect.stringContaining(number) }),
  );
  // Other journeys (the other project's run of this one included) pay invoices this month too.
  const paidBefore = await paidThisMonth(staff.page);
  await press(staffInvoices.getByRole('button', { name: `Mark ${number} paid` }));
  const dialog = staff.page.getByRole('dialog', { name: `Mark ${number} paid` });
  await dialog.getByLabel('Bank reference').fill('FNB 2611230042');
  // As in staff-console.spec.ts: dialogs are checked at desktop width.
  if (testInfo.project.name === 'desktop') await expectNoAxeViolations(staff.page);
  await press(dialog.getByRole('button', { name: 'Mark paid' }));
  await expectToast(staff.page, 'Invoice marked paid');
  await expect(staffInvoices.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');
  await expect(staffInvoices.getByRole('row', { name: new RegExp(number) })).toContainText('Paid by EFT');
  await expect(staffInvoices.getByRole('row', { name: new RegExp(number) })).not.toContainText('Proof received');
  await looksRight(staff.page);
  await shot(staff.page, 'staff-invoices');

  // Refunds are a manager's or an admin's (docs/billing.md): an assigned accountant is not offered one.
  await expect(staffInvoices.getByRole('button', { name: `Refund ${number}` })).toBeVisible();
  const accountant = await newStaff(browser, 'accountant');
  await assignClient(accountant, client);
  await accountant.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  const theirInvoices = accountant.page.getByRole('table', { name: "The client's invoices" });
  await expect(theirInvoices.getByRole('row', { name: new RegExp(number) })).toContainText('Paid', { timeout: scaled(20_000) });
  await expect(theirInvoices.getByRole('button', { name: `Refund ${number}` })).toHaveCount(0);

  // The billing overview counts it as paid this month.
  await staff.page.goto('/staff/billing');
  expect(await paidThisMonth(staff.page)).toBeCloseTo(paidBefore + 3599, 2);
  await expect(staff.page.getByRole('region', { name: 'Paid this month' })).toContainText(rand(paidBefore + 3599), {
    timeout: scaled(20_000),
  });
  await expect(staff.page.getByRole('heading', { name: 'Bank reconciliation' })).toBeVisible();
  await looksRight(staff.page);
  await shot(staff.page, 'staff-billing');

  // The client sees it active and downloads the tax invoice.
  await page.goto('/dashboard/subscriptions');
  await expect(page.getByRole('region', { name: 'Active Subscriptions' }).getByRole('region', { name: 'Standard' })).toContainText(
    'Active',
  );
  await page.goto('/dashboard/payments');
  const row = page.getByRole('table', { name: 'Your invoices, newest first' }).getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Paid');
  // The payment is the settlement, recorded as it was: an EFT.
  const paymentRow = page.getByRole('table', { name: /^Payments in / }).getByRole('row', { name: /Standard/ });
  await expect(paymentRow).toContainText('EFT');
  await expect(paymentRow).not.toContainText('Card');
  await shot(page, 'payments');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: `Download PDF of invoice ${number}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  const text = await pdfText(bytes);
  expect(text).toContain('Tax Invoice');
  expect(text).toContain(number);
  expect(text).toContain('VAT registration number: 4123456789');
});

test('a signed-in client buys from the public /services page; a visitor still enquires', async ({ browser, page }) => {
  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Enquire Now: Standard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Package: Standard' })).toHaveCount(0);

  const client = await newClient(browser, { complete: true });
  await client.page.goto('/services');
  // The prerendered page is the visitor's; the session swaps the buttons once it has loaded.
  await press(client.page.getByRole('link', { name: 'Add Package: Standard' }));
  await expect(client.page).toHaveURL(/\/checkout\/package\/standard$/);
  await expect(client.page.getByRole('heading', { name: 'Confirm your package' })).toBeVisible();
  await expect(client.page.getByRole('region', { name: 'Standard' })).toContainText('R3,599.00');
});

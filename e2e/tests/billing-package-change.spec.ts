import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, expectToast, insertSubscription, press } from './dashboard-fixtures';
import { buyViaApi } from './engagement-fixtures';
import { closeActors, newClient, newStaff } from './staff-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

/** As the screen writes it: R1,625.81. */
const rand = (amount: number) => `R${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.afterEach(closeActors);
test.setTimeout(scaled(90_000));

test('a client upgrades: the pro-rata amount is shown before confirming, then invoiced', async ({ browser }) => {
  const client = await newClient(browser, { complete: true });
  const page = client.page;
  const sub = await insertSubscription(client.user.businessId, { packageType: 'standard', status: 'active', renewalInDays: 20 });

  await page.goto('/dashboard/subscriptions');
  const card = page.getByRole('region', { name: 'Active Subscriptions' }).getByRole('region', { name: 'Standard' });
  await press(card.getByRole('button', { name: 'Change package' }));
  const dialog = page.getByRole('dialog', { name: 'Change your Standard package' });
  await expect(dialog).toContainText('Upgrades start at once and are charged pro rata');
  await expect(dialog.getByRole('button', { name: 'Confirm change' })).toBeDisabled();
  await dialog.getByLabel('New package').selectOption({ label: 'Advanced (R5,999/month)' });

  // What the server will charge, and the arithmetic behind it: R2,400 a month more for the days left.
  const services = (await (await page.request.get('/api/services')).json()) as Array<{ id: number; packageType: string }>;
  const advanced = services.find((s) => s.packageType === 'advanced')!.id;
  const preview = (await (await page.request.get(`/api/subscriptions/${sub}/change-preview?serviceId=${advanced}`)).json()) as {
    amount: number;
    vat: number;
    remainingDays: number;
    periodDays: number;
  };
  expect(preview.amount).toBeCloseTo(Math.round((240_000 * preview.remainingDays) / preview.periodDays) / 100, 2);
  const shown = dialog.getByTestId('change-preview');
  await expect(shown).toContainText('Advanced starts today.');
  await expect(shown).toContainText(
    `You pay the difference of R2,400.00 a month for the ${preview.remainingDays} of ${preview.periodDays} days left of this month (today included): ${rand(preview.amount)}`,
  );
  await expect(shown).toContainText(`An invoice for ${rand(preview.amount)} is issued now. It includes VAT of ${rand(preview.vat)}.`);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'change-package');

  await press(dialog.getByRole('button', { name: 'Confirm change' }));
  await expectToast(page, 'Package changed');
  await expect(page.getByRole('region', { name: 'Active Subscriptions' }).getByRole('region', { name: 'Advanced' })).toBeVisible();
  await shot(page, 'subscriptions-after-upgrade');

  await page.goto('/dashboard/payments');
  const invoice = page.getByRole('table', { name: 'Your invoices, newest first' }).getByRole('row', { name: /INV-/ });
  await expect(invoice).toContainText(rand(preview.amount));
  await expect(invoice).toContainText('Issued');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
});

test('an admin starts a subscription on account with a reason; the client sees it started', async ({ browser }, testInfo) => {
  const client = await newClient(browser, { complete: true });
  const admin = await newStaff(browser, 'admin', { firstName: 'Naledi', lastName: 'Mokoena' });
  const services = (await (await client.page.request.get('/api/services')).json()) as Array<{ id: number; packageType: string }>;
  expect(services.some((s) => s.packageType === 'essential')).toBe(true);
  // Bought as a client does: its engagement letter signed, so it waits for its first payment.
  await buyViaApi(client.page, client.user.email, 'essential');

  await admin.page.goto(`/staff/clients/${client.user.businessId}?tab=billing`);
  const subs = admin.page.getByRole('table', { name: 'Subscriptions' });
  await press(subs.getByRole('button', { name: 'Start Essential on account' }));
  const dialog = admin.page.getByRole('dialog', { name: 'Start Essential on account?' });
  await press(dialog.getByRole('button', { name: 'Start on account' }));
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Retainer agreed with the director; pays with the month-end run');
  if (testInfo.project.name === 'desktop') await expectNoAxeViolations(admin.page);
  await press(dialog.getByRole('button', { name: 'Start on account' }));
  await expectToast(admin.page, 'Started on account');
  const row = subs.getByRole('row', { name: /Essential/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Started on account by Naledi Mokoena on');
  await expect(row).toContainText('Retainer agreed with the director');
  await expectNoHorizontalOverflow(admin.page);
  await shot(admin.page, 'staff-start-on-account');

  await client.page.goto('/dashboard/subscriptions');
  const card = client.page.getByRole('region', { name: 'Active Subscriptions' }).getByRole('region', { name: 'Essential' });
  await expect(card).toContainText('by arrangement with us, before its first invoice was paid');
  await expectNoAxeViolations(client.page);
  await expectNoHorizontalOverflow(client.page);
  await shot(client.page, 'subscription-on-account');
});

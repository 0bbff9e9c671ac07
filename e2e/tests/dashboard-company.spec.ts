import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectToast, registerViaApi } from './dashboard-fixtures';

test('company information: read as text, edit, validation, cancel and save', async ({ page }) => {
  await registerViaApi(page, { firstName: 'Thandi', lastName: 'Nkosi' });
  await page.goto('/dashboard/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Info' })).toBeVisible();
  // One card, read as text (no greyed read-only inputs), not repeated in a second card.
  const info = page.getByRole('region', { name: 'Company Information' });
  const business = info.getByTestId('company-details');
  await expect(business.locator('dt:has-text("First name") + dd')).toHaveText('Thandi');
  await expect(business.locator('dt:has-text("VAT number") + dd')).toHaveText('Not provided');
  await expect(info.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Business Details' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const firstName = page.getByLabel('First name', { exact: true });
  await page.getByRole('button', { name: 'Edit Information' }).click();
  await expect(firstName).toBeEditable();
  await expect(firstName).toBeFocused();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();

  // Cancel throws edits away.
  await firstName.fill('Changed');
  await expect(save).toBeEnabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(business.locator('dt:has-text("First name") + dd')).toHaveText('Thandi');
  await expect(page.getByRole('button', { name: 'Edit Information' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Information' }).click();
  await page.getByLabel('Phone number').fill('+27 21 555 0199');
  await page.getByLabel('Company name').fill('Nkosi Bookbinders (Pty) Ltd');
  await page.getByLabel('Address', { exact: true }).fill('3 Station Road, Observatory');
  await page.getByLabel('Postal code').fill('7925');
  await save.click();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByLabel('City')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('City').fill('Cape Town');
  await page.getByLabel('VAT number (optional)').fill('4123456789');
  await page.getByLabel('Business type (optional)').selectOption('private_company');
  await page.getByLabel('Annual revenue (optional)').selectOption('under_1m');
  await page.getByLabel('Number of employees (optional)').fill('6');
  await save.click();
  await expectToast(page, 'Company information updated', 'Your company information has been saved successfully.');
  await expect(page.getByRole('button', { name: 'Edit Information' })).toBeVisible();
  await expect(business).toContainText('4123456789');
  await expect(business).toContainText('Private Company (Pty) Ltd');
  await expect(business).toContainText('Under R1 million');
  await expect(business).toContainText('6');

  // The profile is now complete: the overview banner is gone.
  await page.goto('/dashboard');
  // A first visit: welcomed, not welcomed back.
  await expect(page.getByText('Welcome, Thandi')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your profile is incomplete' })).toHaveCount(0);
});

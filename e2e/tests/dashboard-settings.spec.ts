import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectToast, registerViaApi } from './dashboard-fixtures';

test.describe('account settings', () => {
  test('account information, email and password changes', async ({ page }) => {
    const user = await registerViaApi(page, { firstName: null, lastName: null });
    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    const account = page.getByRole('region', { name: 'Account Information' });
    await expect(account).toContainText(user.username);
    await expect(account).toContainText('Not set');
    await expect(account).toContainText('Client');
    await expect(account).toContainText('Address not complete');
    await expect(account.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/dashboard/company');
    // Two-factor sign-in is off: the account is not called "Secure".
    const status = page.locator('dt:has-text("Account status") + dd');
    await expect(status).toHaveText('Password only: turn on two-factor sign-in');
    await expect(status.getByRole('link', { name: 'turn on two-factor sign-in' })).toHaveAttribute('href', '#security-2fa');
    await expectNoAxeViolations(page);

    // Change email.
    await account.getByRole('button', { name: 'Change Email' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Change Email' });
    await emailDialog.getByRole('button', { name: 'Update Email' }).click();
    await expect(emailDialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(emailDialog.getByText('Password is required to verify your identity')).toBeVisible();
    await expectNoAxeViolations(page);
    const newEmail = `new-${user.email}`;
    await emailDialog.getByLabel('New email address').fill(newEmail);
    await emailDialog.getByLabel('Password').fill('wrong-password');
    await emailDialog.getByRole('button', { name: 'Update Email' }).click();
    await expectToast(page, 'Failed to update email');
    await emailDialog.getByLabel('Password').fill(user.password);
    await emailDialog.getByRole('button', { name: 'Update Email' }).click();
    // Two steps: the address changes only once the link mailed to the new one is opened (mail-journeys.spec.ts).
    await expectToast(page, 'Check your new inbox', `We sent a confirmation link to ${newEmail}.`);
    await expect(page.getByTestId('settings-email')).toHaveText(user.email);

    // Change password.
    await page.getByRole('button', { name: 'Change Password' }).click();
    const pwDialog = page.getByRole('dialog', { name: 'Change Password' });
    await pwDialog.getByLabel('New password', { exact: true }).fill('short');
    await pwDialog.getByLabel('Confirm new password').fill('different');
    await pwDialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(pwDialog.getByText('Current password is required')).toBeVisible();
    await expect(pwDialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(pwDialog.getByText("Passwords don't match")).toBeVisible();
    await pwDialog.getByLabel('Current password').fill(user.password);
    await pwDialog.getByLabel('New password', { exact: true }).fill('Another-Horse-77');
    await pwDialog.getByLabel('Confirm new password').fill('Another-Horse-77');
    await pwDialog.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated');
    await expect(pwDialog).toBeHidden();

    // The new password signs in; the old one does not.
    const fresh = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    expect((await fresh.request.post('/api/login', { data: { username: user.username, password: user.password } })).status()).toBe(401);
    expect((await fresh.request.post('/api/login', { data: { username: user.username, password: 'Another-Horse-77' } })).status()).toBe(
      200,
    );
    await fresh.close();
  });

  test('deleting the account needs an explicit confirmation and signs out', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete My Account' });
    // The only owner of their business: the dialog says it closes with the account, by name.
    const business = (await (await page.request.get('/api/businesses/current')).json()) as { name: string };
    const closes = dialog.getByRole('region', { name: 'Closed with your account' });
    await expect(closes.getByRole('listitem')).toHaveText([business.name]);
    await expect(dialog.getByRole('region', { name: 'Kept by their other people' })).toHaveCount(0);
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await expect(confirm).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    // The password is asked for too: a wrong one is refused on its field.
    await dialog.getByLabel('Your password').fill('not-my-password');
    await confirm.click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();
    await dialog.getByLabel('Your password').fill(user.password);
    await confirm.click();
    await expectToast(page, 'Account deleted');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    expect((await page.request.post('/api/login', { data: { username: user.username, password: user.password } })).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

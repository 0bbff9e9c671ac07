import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectToast, navigateTo, registerViaApi, uniqueName } from './dashboard-fixtures';

test.describe('sign-in and registration', () => {
  test('a visitor to a dashboard page is sent to /auth', async ({ page }) => {
    await page.goto('/dashboard/payments');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  });

  test('registration validates, creates the account and opens the dashboard', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    // The first invalid field takes the focus, and its error is tied to it.
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

    const username = uniqueName('reg');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email address').fill(`${username}@example.co.za`);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-42');
    await page.getByLabel('Confirm password').fill('Correct-Horse-43');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel('Confirm password').fill('Correct-Horse-42');
    await page.getByLabel('First name (optional)').fill('Ayanda');
    await page.getByLabel('Last name (optional)').fill('Zulu');
    // Only the account and the name are asked; company details come later, on the profile.
    await expect(page.getByLabel('Company name (optional)')).toHaveCount(0);
    await expect(page.getByLabel('Phone number (optional)')).toHaveCount(0);
    // Consent is an unticked box that must be ticked; its links open beside the form.
    const consent = page.getByRole('checkbox', { name: /^I accept the terms of service \(opens in a new tab\) and the privacy policy/ });
    await expect(consent).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute('href', '/privacy');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please accept the terms of service and the privacy policy')).toBeVisible();
    await expect(consent).toBeFocused();
    await consent.check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, 'Registration successful', 'Your account has been created successfully');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('shell-user-name')).toHaveText('Ayanda Zulu');
    await expect(page.getByTestId('shell-avatar')).toHaveText('AZ');

    // A signed-in user visiting /auth goes to the dashboard.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a taken username is refused with the server message', async ({ page }) => {
    const existing = await registerViaApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(existing.username);
    await page.getByLabel('Email address').fill(`other-${existing.email}`);
    await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-42');
    await page.getByLabel('Confirm password').fill('Correct-Horse-42');
    await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Registration failed');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('sign out, the failed sign-in toast, then sign in again', async ({ page }) => {
    const user = await registerViaApi(page, { firstName: null, lastName: null });
    await page.goto('/dashboard');
    await expect(page.getByTestId('shell-user-name')).toHaveText(user.username);
    await expect(page.getByTestId('shell-avatar')).toHaveText(user.username.slice(0, 2).toUpperCase());

    // Sign out: from the header on a desktop, from the slide-out menu on a phone.
    const headerLogout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    if (await headerLogout.isVisible()) await headerLogout.click();
    else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    }
    await expectToast(page, 'Logged out', 'You have been logged out successfully');
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get('/api/user')).status()).toBe(401);

    // Empty fields are caught in the browser.
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username or email').fill(user.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');

    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expectToast(page, 'Login successful', `Welcome back, ${user.username}!`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('sign-in by email address returns to the page that asked for it', async ({ page }) => {
    const user = await registerViaApi(page);
    await page.context().clearCookies();
    await page.goto('/dashboard/employees');
    await expect(page).toHaveURL(/\/auth$/);
    // One field takes the username or the email address; password managers fill it as the username.
    const name = page.getByLabel('Username or email');
    await expect(name).toHaveAttribute('autocomplete', 'username');
    await name.fill(user.email.toUpperCase());
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
    await expect(page).toHaveURL(/\/dashboard\/employees$/);
    await navigateTo(page, 'Settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  });
});

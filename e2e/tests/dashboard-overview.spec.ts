import { expect, test } from '@playwright/test';
import {
  addEmployeeViaApi,
  daysFromNow,
  expectNoAxeViolations,
  insertDocumentRequest,
  insertPayment,
  insertSubscription,
  registerViaApi,
} from './dashboard-fixtures';

test.describe('dashboard overview and shell', () => {
  test('a new account: banner, empty cards and no subscription', async ({ page }) => {
    await registerViaApi(page, { firstName: 'Thandi', lastName: 'Nkosi' });
    await page.goto('/dashboard');
    // A brand-new account is welcomed, not welcomed back.
    await expect(page.getByText('Welcome, Thandi')).toBeVisible();
    await expect(page.getByText('Welcome back')).toHaveCount(0);
    const banner = page.getByRole('region', { name: 'Your profile is incomplete' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Complete Now' })).toHaveAttribute('href', '/dashboard/settings');

    await expect(page.getByTestId('summary-subscription')).toContainText('None');
    await expect(page.getByTestId('summary-documents')).toContainText('0');
    await expect(page.getByTestId('summary-documents')).toContainText('0 approved');
    await expect(page.getByTestId('summary-payment')).toContainText('No payment history');
    await expect(page.getByTestId('summary-employees')).toContainText('0');
    await expect(page.getByText('No pending document requests')).toBeVisible();
    await expect(page.getByText('No active subscription')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Packages' })).toHaveAttribute('href', '/services');
    await expectNoAxeViolations(page);
  });

  test('a busy account: cards, three requests with View all, subscription status', async ({ page }) => {
    const user = await registerViaApi(page, { complete: true });
    const sub = await insertSubscription(user.businessId, {
      packageType: 'standard',
      status: 'active',
      renewalInDays: 20,
      autoRenew: true,
    });
    await insertPayment(user.businessId, {
      subscriptionId: sub,
      amount: 3599,
      status: 'completed',
      paymentMethod: 'eft',
      stripePaymentId: 'TX-OVERVIEW-1',
      paymentDate: daysFromNow(-2),
      description: 'Standard package',
    });
    for (const [i, type] of ['Bank statement', 'VAT return', 'Payroll summary', 'Tax certificate'].entries()) {
      await insertDocumentRequest(user.businessId, { documentType: type, description: `Request ${i + 1}`, dueInDays: 10 + i });
    }
    await addEmployeeViaApi(page.request, { firstName: 'Sipho', lastName: 'Dlamini', salaryAmount: 18500 });

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Your profile is incomplete' })).toHaveCount(0);
    await expect(page.getByTestId('summary-subscription')).toContainText('Standard');
    await expect(page.getByTestId('summary-subscription')).toContainText('Renews');
    await expect(page.getByTestId('summary-payment')).toContainText('R3,599.00');
    await expect(page.getByTestId('summary-employees')).toContainText('1');

    const requests = page.getByRole('region', { name: 'Document Requests' });
    await expect(requests.getByRole('link', { name: /^Upload:/ })).toHaveCount(3);
    await expect(requests.getByRole('link', { name: /^Upload:/ }).first()).toHaveAttribute('href', /\/dashboard\/uploads\?requestId=\d+/);
    await expect(requests.getByRole('link', { name: 'View all requests' })).toHaveAttribute('href', '/dashboard/documents');

    const status = page.getByRole('region', { name: 'Subscription Status' });
    await expect(status).toContainText('Standard');
    await expect(status).toContainText('Active');
    await expect(status).toContainText('Enabled');
    await expect(status.getByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/dashboard/subscriptions');
    await expect(status.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/services');
    await expectNoAxeViolations(page);
  });

  test('the shell: logo, the navigation items, the current one marked', { tag: '@phone' }, async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard/company');
    await expect(page.getByRole('link', { name: /back to the website home page/ })).toHaveAttribute('href', '/');
    const isPhone = (page.viewportSize()?.width ?? 0) < 1024;
    if (isPhone) {
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Table Bay Accounting' });
      await expect(drawer).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      await menuButton.click();
    }
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Documents',
      'Company Info',
      'Tax calendar',
      'Employees',
      'Subscriptions',
      'Payments',
      'Engagement letters',
      'Upload Files',
      // An owner (who registered) manages the business's people.
      'People',
      'Settings',
      'Activity',
      'Messages',
    ]);
    await expect(nav.getByRole('link', { name: 'Company Info' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/checkout explains payment by EFT', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Payment' })).toBeVisible();
    await expect(page.getByText(/paid by EFT/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Subscriptions' })).toHaveAttribute('href', '/dashboard/subscriptions');
    await expectNoAxeViolations(page);
  });
});

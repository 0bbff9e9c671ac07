import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectToast, insertSubscription, registerViaApi } from './dashboard-fixtures';

test.describe('subscriptions', () => {
  test('no subscriptions: empty state and every package available', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard/subscriptions');
    await expect(page.getByText('No Active Subscriptions')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Packages' })).toHaveAttribute('href', '/services');
    const available = page.getByRole('region', { name: 'Available Services' });
    await expect(available.getByRole('link', { name: 'Add Package' })).toHaveCount(6);
    await expect(available.getByRole('region', { name: 'Standard' })).toContainText('R3,599.00/month');
    await expect(available.getByRole('region', { name: 'Standard' }).getByRole('link', { name: 'Add Package' })).toHaveAttribute(
      'href',
      /^\/checkout\/package\/\d+$/,
    );
    await expectNoAxeViolations(page);
  });

  test('active, pending and past groups; renewal badge, auto-renew and cancel', async ({ page }) => {
    const user = await registerViaApi(page);
    await insertSubscription(user.businessId, { packageType: 'standard', status: 'active', renewalInDays: 5 });
    await insertSubscription(user.businessId, { packageType: 'essential', status: 'expired', renewalInDays: null, autoRenew: false });

    await page.goto('/dashboard/subscriptions');
    const active = page.getByRole('region', { name: 'Active Subscriptions' });
    const card = active.getByRole('region', { name: 'Standard' });
    await expect(card).toContainText('R3,599.00/month');
    await expect(card).toContainText('5 days left');
    // No internal words on the client's card.
    await expect(card).not.toContainText('Manual billing');
    await expect(card).not.toContainText('Subscription ID');
    await expectNoAxeViolations(page);

    const past = page.getByRole('region', { name: 'Past Subscriptions' });
    await expect(past.getByRole('region', { name: 'Essential' })).toContainText('Expired');
    await expect(past.getByRole('link', { name: 'Resubscribe' })).toHaveAttribute('href', /^\/checkout\/package\/\d+$/);
    // Standard is the business's main package: the others are reached by changing it, not bought beside it.
    const available = page.getByRole('region', { name: 'Available Services' });
    await expect(available.getByRole('region', { name: 'Standard' })).toHaveCount(0);
    await expect(available.getByRole('link', { name: 'Add Package' })).toHaveCount(0);
    await expect(available.getByRole('button', { name: /^Change package to / })).toHaveCount(5);

    const toggle = card.getByRole('switch', { name: 'Auto-renew subscription' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expectToast(page, 'Auto-renewal settings updated');
    await expect(toggle).not.toBeChecked();

    await card.getByRole('button', { name: 'View package features' }).click();
    await expectToast(page, 'Standard package features', /VAT201/);

    await card.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel subscription?' });
    await expect(confirm).toContainText('You keep access until');
    await confirm.getByRole('button', { name: 'Keep Subscription' }).click();
    await expect(confirm).toBeHidden();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Cancel subscription?' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await expectToast(page, 'Subscription canceled');
    // Access continues until the renewal date: the plan stays under Active, says when it ends, and can be restored.
    await expect(card).toContainText(/Ends \d/);
    await expect(card.getByRole('switch')).toHaveCount(0);
    await expect(past.getByRole('region', { name: 'Standard' })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByTestId('summary-subscription')).toContainText('Standard');
    await page.goto('/dashboard/subscriptions');
    await card.getByRole('button', { name: 'Undo cancel' }).click();
    await expectToast(page, 'Cancellation undone');
    await expect(card.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(card.getByRole('switch', { name: 'Auto-renew subscription' })).toBeChecked();
  });
});

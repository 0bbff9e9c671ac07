import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, insertPayment, insertSubscription, registerViaApi } from './dashboard-fixtures';

test.describe('payments', () => {
  test('no payments', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    await expect(page.getByText('No Payments Found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Subscriptions' })).toHaveAttribute('href', '/dashboard/subscriptions');
    await expectNoAxeViolations(page);
  });

  test('grouped by month with counts, details dialog and invoice only for completed payments', async ({ page }) => {
    const user = await registerViaApi(page);
    const sub = await insertSubscription(user.businessId, { packageType: 'standard', status: 'active', renewalInDays: 20 });
    const march = await insertPayment(user.businessId, {
      subscriptionId: sub,
      amount: 3599,
      status: 'completed',
      paymentMethod: 'eft',
      stripePaymentId: 'TXN-20260301-ABCDEF',
      paymentDate: new Date(Date.UTC(2026, 2, 1, 8)),
      description: 'Standard package – March 2026',
    });
    await insertPayment(user.businessId, {
      subscriptionId: sub,
      amount: 3599,
      status: 'failed',
      paymentMethod: 'Debit order',
      stripePaymentId: null,
      paymentDate: new Date(Date.UTC(2026, 1, 1, 8)),
      description: 'Standard package – February 2026 (debit order returned)',
    });
    await insertPayment(user.businessId, {
      subscriptionId: sub,
      amount: 3599,
      status: 'completed',
      paymentMethod: null,
      stripePaymentId: 'TXN-20260204-XYZ',
      paymentDate: new Date(Date.UTC(2026, 1, 4, 8)),
      description: 'Standard package – February 2026',
    });

    await page.goto('/dashboard/payments');
    const feb = page.getByRole('region', { name: 'February 2026', exact: true });
    await expect(page.getByRole('region', { name: 'March 2026', exact: true })).toContainText('1 payment');
    await expect(feb).toContainText('2 payments');
    const marchTable = page.getByRole('table', { name: 'Payments in March 2026' });
    await expect(marchTable.getByRole('columnheader')).toHaveText(['Status', 'Date', 'Description', 'Method', 'Amount', 'Actions']);
    const marchRow = marchTable.getByRole('row', { name: /March 2026/ });
    // An EFT is called EFT, never "Card" (the defect of a method shown by default).
    await expect(marchRow).toContainText('EFT');
    await expect(marchRow).not.toContainText('Card');
    await expect(marchRow).toContainText('R3,599.00');
    await expect(marchRow).toContainText('Completed');
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);

    await marchRow.getByRole('button', { name: `View details of payment ${march}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Details' });
    await expect(dialog).toContainText(`Receipt #${march}`);
    await expect(dialog).toContainText('TXN-2026…');
    await expect(dialog).toContainText('EFT');
    await expect(dialog).not.toContainText('Card');
    // Recorded by hand before invoices existed: no invoice to download, and no pretend button.
    await expect(dialog.getByRole('link', { name: 'Download Invoice' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

    const failedRow = page.getByRole('table', { name: 'Payments in February 2026' }).getByRole('row', { name: /debit order returned/ });
    await failedRow.getByRole('button', { name: /View details/ }).click();
    const failed = page.getByRole('dialog', { name: 'Payment Details' });
    await expect(failed).toContainText('Failed');
    await expect(failed).toContainText('Not available');
    // No money arrived, so there is no receipt number.
    await expect(failed).not.toContainText('Receipt #');
    await expect(failed).toContainText('This payment did not go through: no receipt');
    await expect(failed.getByRole('link', { name: 'Download Invoice' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByLabel('Search payments').fill('debit');
    await expect(page.getByRole('region', { name: 'March 2026', exact: true })).toHaveCount(0);
    await expect(feb).toContainText('1 payment');
    await page.getByLabel('Search payments').fill('no such payment');
    await expect(page.getByText('No Payments Found')).toBeVisible();
  });
});

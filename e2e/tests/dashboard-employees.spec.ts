import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, expectToast, registerViaApi } from './dashboard-fixtures';

test('employees: empty state, add with validation, edit to inactive, search and delete', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/dashboard/employees');
  await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
  await expect(page.getByText("Manage your company's employee records")).toBeVisible();
  await expect(page.getByText('No employees found')).toBeVisible();
  await expect(page.getByText('Add employees to manage your payroll more effectively')).toBeVisible();
  await expect(page.getByPlaceholder('Search employees...')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Your First Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await dialog.getByLabel('Email (optional)').fill('not-an-email');
  await dialog.getByLabel('Start date (optional)').fill('2999-01-01');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Last name is required')).toBeVisible();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Amount must be greater than 0')).toBeVisible();
  await expect(dialog.getByText('Start date cannot be in the future')).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('First name').fill('Sipho');
  await dialog.getByLabel('Last name').fill('Dlamini');
  await dialog.getByLabel('Email (optional)').fill('sipho@example.co.za');
  await dialog.getByLabel('Phone (optional)').fill('082 555 0101');
  await dialog.getByLabel('Position (optional)').fill('Bookkeeper');
  await dialog.getByLabel('Employee ID (optional)').fill('EMP-007');
  await dialog.getByLabel('Monthly salary (R)').fill('18500.50');
  await dialog.getByLabel('Start date (optional)').fill('2024-03-01');
  await dialog.getByLabel('End date (optional)').fill('2024-02-01');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('End date cannot be before the start date')).toBeVisible();
  await dialog.getByLabel('End date (optional)').fill('');
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expectToast(page, 'Employee added successfully');
  await expect(dialog).toBeHidden();

  const active = page.getByRole('table', { name: 'Active Employees', exact: true });
  await expect(active.getByRole('columnheader')).toHaveText(['Name', 'Position', 'Contact', 'Start Date', 'Actions']);
  const row = active.getByRole('row', { name: /Sipho Dlamini/ });
  await expect(row).toContainText('ID: EMP-007');
  await expect(row).toContainText('Bookkeeper');
  await expect(row).toContainText('sipho@example.co.za');
  await expect(row).toContainText('1 Mar 2024');
  await expectNoHorizontalOverflow(page);

  // Edit: the employee left, so they move to the inactive table.
  await row.getByRole('button', { name: 'Edit Sipho Dlamini' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Employee' });
  await expect(edit.getByLabel('First name')).toHaveValue('Sipho');
  await edit.getByLabel('End date (optional)').fill('2025-06-30');
  await edit.getByLabel('Active employee').uncheck();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Employee updated successfully');
  const inactive = page.getByRole('table', { name: 'Inactive Employees' });
  await expect(inactive.getByRole('columnheader')).toHaveText(['Name', 'Position', 'Employment Period', 'Actions']);
  await expect(inactive.getByRole('row', { name: /Sipho Dlamini/ })).toContainText('1 Mar 2024 – 30 Jun 2025');
  await expect(page.getByRole('table', { name: 'Active Employees', exact: true })).toHaveCount(0);

  await page.getByLabel('Search employees').fill('nobody');
  await expect(page.getByText('No employees match your search criteria')).toBeVisible();
  await page.getByLabel('Search employees').fill('bookkeeper');
  await expect(inactive.getByRole('row', { name: /Sipho Dlamini/ })).toBeVisible();

  // Delete, with confirmation; Cancel first keeps the employee.
  await inactive.getByRole('button', { name: 'Delete Sipho Dlamini' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete employee?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(inactive.getByRole('row', { name: /Sipho Dlamini/ })).toBeVisible();
  await inactive.getByRole('button', { name: 'Delete Sipho Dlamini' }).click();
  await page.getByRole('dialog', { name: 'Delete employee?' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Employee removed');
  await page.getByLabel('Search employees').fill('');
  await expect(page.getByText('No employees found')).toBeVisible();
});

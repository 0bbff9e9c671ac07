import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './dashboard-fixtures';

/** Collects every Content-Security-Policy violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

// Zod probes for `new Function` on its first parse unless configured jitless (frontend/src/lib/zod.ts):
// each step below validates a form, so a probe would show here.
test('forms validate under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page.getByText('Username is required')).toBeVisible();
  expect(await violations()).toEqual([]);

  await registerViaApi(page);
  await page.goto('/dashboard/employees');
  await page.getByRole('button', { name: 'Add Your First Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Employee' });
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  expect(await violations()).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, uniqueName } from './dashboard-fixtures';
import { assignClient, closeActors, newClient, newStaff } from './staff-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * The staff overview, "What needs attention", and the unread count on the staff menu's Messages
 * item (docs/staff-console.md). The accountant sees only the assigned client, so the counts are
 * this test's own whatever other suites left in the shared database.
 */
test.describe('staff attention list', () => {
  test.afterEach(() => closeActors());

  test(
    'an accountant sees the new client, the upload and the message, follows each link, and the unread count clears on reading',
    { tag: '@phone' },
    async ({ browser }) => {
      test.setTimeout(scaled(90_000));
      // Registration asks for no company: the business bears the owner's name until its profile gives one.
      const client = await newClient(browser, { firstName: 'Zanele', lastName: 'Mokoena' });
      const fileName = `${uniqueName('statement')}.pdf`;
      const uploaded = await client.page.request.post('/api/documents/upload', {
        multipart: { category: 'bank_statement', files: { name: fileName, mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const subject = uniqueName('VAT question');
      const other = uniqueName('Payslips');
      for (const [subj, body] of [
        [subject, 'Is my VAT201 in?'],
        [other, 'Three new staff this month'],
      ]) {
        const res = await client.page.request.post('/api/conversations', { data: { subject: subj, body } });
        expect(res.status(), await res.text()).toBe(201);
      }
      const accountant = await newStaff(browser, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
      await assignClient(accountant, client);
      const page = accountant.page;

      await page.goto('/staff');
      await expect(page.getByRole('heading', { level: 1, name: 'What needs attention' })).toBeVisible();
      await expect(page).toHaveTitle('What needs attention | Staff Console');

      const people = page.getByRole('region', { name: /^New sign-ups and invitations accepted\s*, 1 item$/ });
      await expect(people.getByRole('listitem')).toHaveCount(1);
      await expect(people.getByRole('listitem')).toContainText('Zanele Mokoena · Signed up as owner');
      const documents = page.getByRole('region', { name: /^Documents to review\s*, 1 item$/ });
      await expect(documents.getByRole('link', { name: fileName })).toHaveAttribute(
        'href',
        `/staff/clients/${client.user.businessId}?tab=documents`,
      );
      const messages = page.getByRole('region', { name: /^Unread client messages\s*, 2 items$/ });
      await expect(messages.getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('region', { name: /^Proof of payment to confirm\s*, 0 items$/ })).toContainText(
        'No proof of payment waiting.',
      );

      // The staff menu's Messages item says how many client messages are unread.
      const nav = page.getByRole('navigation', { name: 'Staff console' });
      await expect(nav.getByRole('link', { name: /^Messages\s*, 2 unread$/ })).toBeVisible();
      await expect(nav.getByTestId('staff-messages-unread-badge')).toHaveText('2');
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, 'staff-attention');

      // Each item opens where it is handled: the new person's client page, then the conversation.
      await people.getByRole('link', { name: 'Zanele Mokoena' }).click();
      await expect(page).toHaveURL(new RegExp(`/staff/clients/${client.user.businessId}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Zanele Mokoena' })).toBeVisible();
      await page.goBack();
      await messages.getByRole('link', { name: subject }).click();
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      // Opening it marks it read: the count on the menu goes down without a reload.
      await expect(nav.getByRole('link', { name: /^Messages\s*, 1 unread$/ })).toBeVisible();
      await expect(nav.getByTestId('staff-messages-unread-badge')).toHaveText('1');

      await nav.getByRole('link', { name: 'Overview' }).click();
      const left = page.getByRole('region', { name: /^Unread client messages\s*, 1 item$/ });
      await expect(left.getByRole('listitem')).toHaveCount(1);
      await expect(left.getByRole('link', { name: other })).toHaveAttribute('href', /\/staff\/messages\/\d+$/);
      await left.getByRole('link', { name: other }).click();
      await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
      await expect(nav.getByTestId('staff-messages-unread-badge')).toHaveCount(0);
      await nav.getByRole('link', { name: 'Overview' }).click();
      await expect(page.getByRole('region', { name: /^Unread client messages\s*, 0 items$/ })).toContainText(
        'You have read every client message.',
      );
    },
  );
});

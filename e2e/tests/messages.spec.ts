import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoHorizontalOverflow, expectToast } from './dashboard-fixtures';
import { assignClient, closeActors, newClient, newStaff } from './staff-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(4);

test.describe('secure messages', () => {
  test.afterEach(() => closeActors());

  test('journey: a client writes, the accountant answers with a note on the side, the client reads the answer', async ({ browser }) => {
    // Two people, several screens, axe on each, and one wait for the staff screen's polling.
    test.setTimeout(scaled(120_000));
    const client = await newClient(browser);
    const accountant = await newStaff(browser, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assignClient(accountant, client);

    // Client: the empty list, then a new conversation.
    await client.page.goto('/dashboard/messages');
    await expect(client.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(client.page.getByText('You have no conversations yet')).toBeVisible();
    await client.page.getByRole('link', { name: 'New conversation' }).first().click();
    await expect(client.page).toHaveURL(/\/dashboard\/messages\/new$/);
    await client.page.getByRole('button', { name: 'Send message' }).click();
    await expect(client.page.getByText('Subject is required')).toBeVisible();
    await expect(client.page.getByText('Message is required')).toBeVisible();
    await client.page.getByRole('textbox', { name: 'Subject' }).fill('VAT return for March');
    await client.page
      .getByRole('textbox', { name: 'Your message' })
      .fill(`Hello, please see https://example.co.za/invoice.\n<b>not bold</b> ${LONG_WORD}`);
    await expect(client.page.getByText(/^\d+ \/ 5,000$/)).toBeVisible();
    // One attachment, filed under a category the client chooses.
    await client.page.locator('input[type="file"]:not([capture])').setInputFiles({
      name: 'march-invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(client.page.getByRole('list', { name: 'Attachments' })).toContainText('march-invoice.pdf');
    await client.page.getByLabel('File the attachments as').selectOption('invoice');
    await client.page.getByRole('button', { name: 'Send message' }).click();
    await expectToast(client.page, 'Message sent');
    await expect(client.page).toHaveURL(/\/dashboard\/messages\/\d+$/);
    const conversationUrl = client.page.url();
    const thread = client.page.getByRole('list', { name: 'Messages' });
    await expect(thread.getByRole('link', { name: 'https://example.co.za/invoice' })).toHaveAttribute(
      'href',
      'https://example.co.za/invoice',
    );
    // Typed markup is shown as text, never as markup.
    await expect(thread.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
    await expect(thread.locator('b')).toHaveCount(0);
    await expect(thread.getByText('Sent')).toBeVisible();
    await expect(thread.getByRole('link', { name: 'march-invoice.pdf' })).toBeVisible();
    await expectNoHorizontalOverflow(client.page);
    await expectNoAxeViolations(client.page);
    await shot(client.page, 'client-conversation');
    // Leave the conversation: while it is open, anything new in it is read at once (by the polling).
    // The attachment is an ordinary document in the client's archive, waiting for review.
    await client.page.goto('/dashboard/documents');
    await expect(client.page.getByText('march-invoice.pdf').first()).toBeVisible();

    // Accountant: the inbox shows it waiting for the firm.
    await accountant.page.goto('/staff/messages');
    await expect(accountant.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(accountant.page.getByRole('button', { name: 'Waiting for the firm' })).toHaveAttribute('aria-pressed', 'true');
    const row = accountant.page.getByRole('link', { name: /VAT return for March/ });
    await expect(row).toContainText('Thandi Nkosi');
    await expect(row).toContainText(/Waiting/);
    await expect(row).toContainText('1 unread');
    await expectNoHorizontalOverflow(accountant.page);
    await expectNoAxeViolations(accountant.page);
    await shot(accountant.page, 'staff-inbox');
    await row.click();

    // An internal note first, clearly marked, then the reply.
    await accountant.page.getByRole('radio', { name: 'Internal note' }).check();
    await accountant.page.getByRole('textbox', { name: 'Internal note' }).fill('Check whether the March invoices are in the archive.');
    await accountant.page.getByRole('button', { name: 'Add note' }).click();
    await expectToast(accountant.page, 'Note added');
    await expect(accountant.page.getByTestId('internal-note')).toContainText('Only staff see internal notes');
    await accountant.page.getByRole('radio', { name: 'Reply to the client' }).check();
    await accountant.page.getByRole('textbox', { name: 'Reply to the client' }).fill('Thanks, we will file it this week.');
    // The reply carries the firm's own file, filed in the client's documents (a note cannot).
    await accountant.page.locator('input[type="file"]:not([capture])').setInputFiles({
      name: 'vat201-march-draft.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await accountant.page.getByLabel('File the attachments as').selectOption('tax_return');
    await accountant.page.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(accountant.page, 'Reply sent');
    await accountant.page.getByLabel('Assigned to').selectOption({ label: 'Sipho Dube' });
    await expectToast(accountant.page, 'Conversation assigned');
    await expect(accountant.page.getByTestId('message')).toHaveCount(2);
    await expectNoHorizontalOverflow(accountant.page);
    await expectNoAxeViolations(accountant.page);
    await shot(accountant.page, 'staff-conversation');

    // Client: the badge shows the answer without a reload (polling); the note never appears.
    await client.page.goto('/dashboard');
    const badge = client.page.getByTestId('overview-unread-messages');
    await expect(badge).toHaveText('1 unread message');
    await badge.click();
    await expect(client.page).toHaveURL(/\/dashboard\/messages$/);
    await expect(client.page.getByRole('link', { name: /VAT return for March/ })).toContainText('Thanks, we will file it this week.');
    await shot(client.page, 'client-list');
    await client.page.goto(conversationUrl);
    await expect(client.page.getByText('Thanks, we will file it this week.')).toBeVisible();
    await expect(client.page.getByText('Accountant')).toBeVisible();
    await expect(client.page.getByRole('list', { name: 'Messages' }).getByRole('link', { name: 'vat201-march-draft.pdf' })).toBeVisible();
    await expect(client.page.getByText('Check whether the March invoices')).toHaveCount(0);
    // Seen: the badge goes, and the firm's view shows the reply as read.
    await expect(client.page.getByTestId('messages-unread-badge')).toHaveCount(0);
    await client.page.getByRole('textbox', { name: 'Reply' }).fill('Thank you!');
    await client.page.getByRole('textbox', { name: 'Reply' }).press('Control+Enter');
    await expect(client.page.getByRole('list', { name: 'Messages' }).getByText('Thank you!')).toBeVisible();

    // Staff see the new message arrive without reloading (polled every 15 s at most).
    await expect(accountant.page.getByText('Thank you!')).toBeVisible({ timeout: scaled(20_000) });
    await accountant.page.getByRole('button', { name: 'Close conversation' }).click();
    await expectToast(accountant.page, 'Conversation closed');
    await expect(accountant.page.getByRole('button', { name: 'Reopen conversation' })).toBeVisible();
  });

  test('staff start a conversation from the client’s page; the client finds it unread', async ({ browser }) => {
    test.setTimeout(scaled(90_000));
    const client = await newClient(browser);
    const accountant = await newStaff(browser, 'accountant', { firstName: 'Sipho', lastName: 'Dube' });
    await assignClient(accountant, client);

    await accountant.page.goto(`/staff/clients/${client.user.businessId}`);
    await accountant.page.getByRole('tab', { name: 'Messages' }).click();
    const tab = accountant.page.getByRole('region', { name: 'Conversations' });
    await expect(tab.getByText('No conversations with this client yet')).toBeVisible();
    await tab.getByRole('textbox', { name: 'Subject' }).fill('Your 2026 provisional tax');
    await tab.getByRole('textbox', { name: 'Your message' }).fill('Please send your February management accounts.');
    await tab.getByRole('button', { name: 'Start a conversation' }).click();
    await expectToast(accountant.page, 'Conversation started');
    // Straight into the new conversation, with the message in it.
    await expect(accountant.page).toHaveURL(/\/staff\/messages\/\d+$/);
    await expect(accountant.page.getByText('Please send your February management accounts.')).toBeVisible();
    await expectNoHorizontalOverflow(accountant.page);

    await client.page.goto('/dashboard/messages');
    const row = client.page.getByRole('link', { name: /Your 2026 provisional tax/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Unread');
    await row.click();
    // The list's row previews the message too: wait for the conversation itself before axe looks.
    await expect(client.page.getByRole('heading', { level: 1, name: 'Your 2026 provisional tax' })).toBeVisible();
    await expect(client.page.getByText('Please send your February management accounts.')).toBeVisible();
    await expectNoAxeViolations(client.page);
  });

  test('search finds only the client’s own conversations', async ({ browser }) => {
    const client = await newClient(browser);
    for (const [subject, body] of [
      ['Payroll for June', 'Bonus of 50% this month'],
      ['Invoice query', 'Nothing special'],
    ]) {
      const res = await client.page.request.post('/api/conversations', { data: { subject, body } });
      expect(res.status()).toBe(201);
    }
    await client.page.goto('/dashboard/messages');
    await client.page.getByRole('searchbox', { name: 'Search your messages' }).fill('bonus');
    await expect(client.page.getByRole('link', { name: /Payroll for June/ })).toBeVisible();
    await expect(client.page.getByRole('link', { name: /Invoice query/ })).toHaveCount(0);
    await client.page.getByRole('searchbox', { name: 'Search your messages' }).fill('nowhere-to-be-found');
    await expect(client.page.getByText('No conversations match your search')).toBeVisible();
  });

  test('a long list pages by 25, newest first', async ({ browser }) => {
    const client = await newClient(browser);
    for (let i = 1; i <= 27; i += 1) {
      const res = await client.page.request.post('/api/conversations', { data: { subject: `Question ${i}`, body: `Body ${i}` } });
      expect(res.status()).toBe(201);
    }
    await client.page.goto('/dashboard/messages');
    await expect(client.page.getByText('Showing 1–25 of 27')).toBeVisible();
    await expect(client.page.getByRole('link', { name: /^Question \d+/ })).toHaveCount(25);
    await expect(client.page.getByRole('link', { name: /^Question 27\b/ })).toBeVisible();
    await client.page.getByRole('button', { name: 'Next' }).click();
    await expect(client.page.getByText('Showing 26–27 of 27')).toBeVisible();
    await expect(client.page.getByRole('link', { name: /^Question \d+/ })).toHaveCount(2);
    await expect(client.page.getByRole('link', { name: /^Question 1\b/ })).toBeVisible();
    await expectNoHorizontalOverflow(client.page);
  });
});

import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations, expectNoHorizontalOverflow, expectToast, uniqueName } from './dashboard-fixtures';
import { captchaSum, enquiryForm, fillEnquiry } from './public-helpers';
import { closeActors, newStaff } from './staff-fixtures';
import { shot } from './shots';
import { scaled } from './time-scale';

/**
 * Onboarding from the staff console (docs/client-businesses.md "Onboarding (staff)"): a manager
 * invites a sign-up enquiry as a client; its sender registers from the mail's link and lands on the
 * dashboard of the business the enquiry named.
 */

/** The server writes every mail as an .eml file here (no SMTP_URL in the browser suites). */
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const PASSWORD = 'Correct-Horse-42';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The link starting with `path` in the newest `template` mail to `to`. */
async function linkFromOutbox(to: string, template: string, path: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        if (!existsSync(OUTBOX)) return '';
        const files = readdirSync(OUTBOX)
          .filter((f) => f.endsWith(`-${template}.eml`))
          .sort()
          .reverse();
        for (const f of files) {
          const mail = await simpleParser(readFileSync(join(OUTBOX, f)));
          const rcpt = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
          if (rcpt !== to) continue;
          const m = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]*`).exec(mail.text ?? '');
          if (m) {
            found = m[0];
            return found;
          }
        }
        return '';
      },
      { timeout: scaled(10_000), message: `a ${template} mail to ${to}` },
    )
    .not.toBe('');
  return found;
}

test.afterEach(closeActors);

test('a manager invites a sign-up enquiry as a client (its sender registers and lands on that business) and onboards another from the clients list', async ({
  browser,
  page,
}) => {
  // Two staff sign-ups, one client registration and a mail round trip on a shared machine.
  test.setTimeout(scaled(90_000));
  const tag = uniqueName('ob');
  const name = `Naledi ${tag}`;
  const email = `${tag}@example.co.za`;
  const business = `Karoo Olive ${tag}`;

  // A visitor sends the home page's enquiry form, naming a business.
  await page.goto('/#contact');
  const form = enquiryForm(page, 'home');
  const sum = await captchaSum(form);
  await fillEnquiry(form, { name, email, business, terms: true, captcha: String(sum) });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Success!');

  // An accountant sees the enquiry but no way to invite it.
  const accountant = await newStaff(browser, 'accountant');
  await accountant.page.goto('/staff/enquiries');
  await accountant.page.getByLabel('Search enquiries').fill(tag);
  const accountantRow = accountant.page.getByRole('table', { name: 'Sign-up enquiries' }).getByRole('row', { name: new RegExp(tag) });
  await expect(accountantRow).toContainText(business);
  await expect(accountantRow.getByRole('button', { name: 'Mark contacted' })).toBeVisible();
  await expect(accountantRow.getByRole('button', { name: /Invite as client/ })).toHaveCount(0);

  // The manager invites it; the dialog offers the enquiry's business name.
  const manager = await newStaff(browser, 'manager');
  await manager.page.goto('/staff/enquiries');
  await manager.page.getByLabel('Search enquiries').fill(tag);
  const row = manager.page.getByRole('table', { name: 'Sign-up enquiries' }).getByRole('row', { name: new RegExp(tag) });
  await row.getByRole('button', { name: `Invite as client: ${name}` }).click();
  const dialog = manager.page.getByRole('dialog', { name: 'Invite as client' });
  await expect(dialog).toContainText(email);
  await expect(dialog.getByLabel('Business name')).toHaveValue(business);
  await expectNoAxeViolations(manager.page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(manager.page, 'Invitation sent', `Invitation sent to ${email}`);
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Invited as client');
  await expect(row.getByRole('button', { name: /Invite as client/ })).toHaveCount(0);
  await expect(row).toContainText('Contacted');
  await expectNoAxeViolations(manager.page);

  // From the clients list the manager onboards another business directly: empty fields are
  // refused beside them first, then the owner's invitation is mailed.
  await manager.page.goto('/staff/clients');
  await manager.page.getByRole('button', { name: 'Onboard a client' }).click();
  const onboard = manager.page.getByRole('dialog', { name: 'Onboard a client' });
  await onboard.getByRole('button', { name: 'Send invitation' }).click();
  await expect(onboard.getByText('Enter the business name.')).toBeVisible();
  await expect(onboard.getByLabel("Owner's email")).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(manager.page);
  const otherEmail = `${tag}-2@example.co.za`;
  await onboard.getByLabel('Business name').fill(`Fynbos ${tag}`);
  await onboard.getByLabel("Owner's first name").fill('Pieter');
  await onboard.getByLabel("Owner's last name").fill('Botha');
  await onboard.getByLabel("Owner's email").fill(otherEmail);
  await onboard.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(manager.page, 'Invitation sent', `Invitation sent to ${otherEmail}`);
  await expect(onboard).toHaveCount(0);
  await linkFromOutbox(otherEmail, 'business-invitation', '/invitations/accept?token=');
  // The new business is listed at once, awaiting its owner, and its page opens on the invitation.
  await manager.page.getByLabel('Search clients').fill(`Fynbos ${tag}`);
  const waiting = manager.page.getByRole('table', { name: 'Clients' }).getByRole('row', { name: /Pieter Botha/ });
  await expect(waiting).toContainText(`Fynbos ${tag}`);
  await expect(waiting).toContainText('Invitation sent');
  await expectNoAxeViolations(manager.page);
  await waiting.getByRole('link', { name: 'Pieter Botha' }).click();
  await expect(manager.page.getByRole('heading', { level: 1, name: `Fynbos ${tag}` })).toBeVisible();
  await expect(manager.page.getByText(`Waiting for the owner · ${otherEmail}`)).toBeVisible();
  const awaiting = manager.page.getByRole('region', { name: 'Waiting for the owner' });
  await expect(awaiting).toContainText(`Pieter Botha (${otherEmail}) was invited to own this business and has not accepted yet`);
  await expect(manager.page.getByText('Nobody has joined yet.')).toBeVisible();
  await expectNoHorizontalOverflow(manager.page);
  await expectNoAxeViolations(manager.page);
  await shot(manager.page, 'staff-client-awaiting-owner');
  // And on a phone.
  const desktop = manager.page.viewportSize();
  await manager.page.setViewportSize({ width: 375, height: 740 });
  await expect(awaiting).toBeVisible();
  await expectNoHorizontalOverflow(manager.page);
  await expectNoAxeViolations(manager.page);
  await shot(manager.page, 'staff-client-awaiting-owner');
  if (desktop) await manager.page.setViewportSize(desktop);
  // The file can be prepared meanwhile; the answer says nobody could be told yet.
  await manager.page.getByRole('tab', { name: 'Documents' }).click();
  const publish = manager.page.getByRole('region', { name: 'Published to the client' });
  await publish.getByLabel('Category').selectOption('financial_statements');
  await publish.getByLabel('Files').setInputFiles({ name: 'Engagement pack.pdf', mimeType: 'application/pdf', buffer: PDF });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expectToast(
    manager.page,
    'Published',
    '1 document published. Nobody at the client reads documents yet: they will find it when they sign in.',
  );
  await expect(publish.getByRole('table', { name: 'Documents published to the client' })).toContainText('Engagement pack.pdf');

  // The invitee opens the mail's link, registers and works for the new business.
  const link = await linkFromOutbox(email, 'business-invitation', '/invitations/accept?token=');
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'You are invited' })).toBeVisible();
  await expect(invitee.getByTestId('invitation-business')).toHaveText(business);
  await expect(invitee.getByTestId('invitation-email')).toHaveText(email);
  await expectNoAxeViolations(invitee);
  await invitee.getByLabel('Username').fill(uniqueName('own'));
  await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await invitee.getByLabel('Confirm password').fill(PASSWORD);
  await invitee.getByLabel('First name').fill('Naledi');
  await invitee.getByLabel('Last name').fill('Khumalo');
  await invitee.getByRole('checkbox').check();
  await invitee.getByRole('button', { name: 'Create login and join' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(invitee.getByTestId('current-business')).toContainText(business);
  await expectNoAxeViolations(invitee);
  await invitee.context().close();
});

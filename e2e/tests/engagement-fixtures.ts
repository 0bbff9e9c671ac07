import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scaled } from './time-scale';

/** The server writes every mail as an .eml file here (no SMTP_URL in the browser suites). */
const OUTBOX = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** The confirmation token of the newest email-verification mail to `to`. */
async function confirmationToken(to: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        if (!existsSync(OUTBOX)) return '';
        const files = readdirSync(OUTBOX)
          .filter((f) => f.endsWith('-email-verification.eml'))
          .sort()
          .reverse();
        for (const f of files) {
          const mail = await simpleParser(readFileSync(join(OUTBOX, f)));
          const rcpt = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
          if (rcpt !== to) continue;
          token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';
          if (token) return token;
        }
        return '';
      },
      { timeout: scaled(10_000), message: `an email-verification mail to ${to}` },
    )
    .not.toBe('');
  return token;
}

/**
 * Confirms the signed-in client's email address with the token from their confirmation mail, as
 * the mail's link does: signing an engagement letter needs a confirmed address
 * (docs/engagement-letters.md).
 */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/email/verify', { data: { token: await confirmationToken(email) } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/**
 * Buys a package through the API the way the screens do: choose it, confirm the email, sign its
 * letter. Returns the first invoice the signature issued.
 */
export async function buyViaApi(page: Page, email: string, packageType = 'standard'): Promise<{ id: number; number: string }> {
  const services = (await (await page.request.get('/api/services')).json()) as Array<{ id: number; packageType: string }>;
  const service = services.find((s) => s.packageType === packageType)!;
  const chosen = await page.request.post('/api/subscriptions', { data: { serviceId: service.id, acceptTerms: true } });
  expect(chosen.status(), await chosen.text()).toBe(201);
  const letterId = ((await chosen.json()) as { engagementLetter: { id: number } }).engagementLetter.id;
  await confirmEmail(page, email);
  const signed = await page.request.post(`/api/engagement-letters/${letterId}/sign`, { data: { fullName: 'Thandi Nkosi', consent: true } });
  expect(signed.status(), await signed.text()).toBe(200);
  return ((await signed.json()) as { invoice: { id: number; number: string } }).invoice;
}

/** A staff member sends the client business a proposal of the package (a change letter when it holds one); answers its id. */
export async function proposeViaApi(staff: Page, businessId: number, packageType: string, monthlyPrice?: number): Promise<number> {
  const services = (await (await staff.request.get('/api/services')).json()) as Array<{ id: number; packageType: string }>;
  const sent = await staff.request.post(`/api/staff/clients/${businessId}/proposals`, {
    data: { serviceId: services.find((s) => s.packageType === packageType)!.id, ...(monthlyPrice === undefined ? {} : { monthlyPrice }) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}

import { expect, type Locator, type Page } from '@playwright/test';

/** Every prerendered public page (frontend/src/app/route-paths.ts). */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/blog',
  '/blog/1',
  '/blog/2',
  '/blog/3',
  '/blog/4',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
];

/** The enquiry form of a page: 'home' on /, 'contact' on /contact. */
export function enquiryForm(page: Page, variant: 'home' | 'contact'): Locator {
  return page.getByTestId(`${variant}-enquiry-form`);
}

/** Waits until the page is hydrated: the submit button is enabled and the sum is on screen. */
export async function captchaSum(form: Locator): Promise<number> {
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  const label = await form.getByText(/^What is \d+ \+ \d+\?$/).textContent();
  const m = /What is (\d+) \+ (\d+)\?/.exec(label ?? '');
  if (!m) throw new Error(`No arithmetic question in "${label}"`);
  const [a, b] = [Number(m[1]), Number(m[2])];
  expect(a).toBeGreaterThanOrEqual(1);
  expect(a).toBeLessThanOrEqual(10);
  expect(b).toBeGreaterThanOrEqual(1);
  expect(b).toBeLessThanOrEqual(10);
  return a + b;
}

export interface EnquiryInput {
  name?: string;
  email?: string;
  phone?: string;
  business?: string;
  interest?: string;
  message?: string;
  terms?: boolean;
  captcha?: string;
}

export async function fillEnquiry(form: Locator, input: EnquiryInput): Promise<void> {
  if (input.name !== undefined) await form.getByLabel('Full name').fill(input.name);
  if (input.email !== undefined) await form.getByLabel('Email address').fill(input.email);
  if (input.phone !== undefined) await form.getByLabel(/Phone number/).fill(input.phone);
  if (input.business !== undefined) await form.getByLabel(/Business name/).fill(input.business);
  if (input.interest !== undefined) await form.getByLabel(/Package of interest/).selectOption(input.interest);
  if (input.message !== undefined) await form.getByLabel(/^Message/).fill(input.message);
  if (input.terms) await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  if (input.captcha !== undefined) await form.getByTestId('captcha-input').fill(input.captcha);
}

export function toast(page: Page): Locator {
  return page.getByTestId('toast');
}

/** The field's error, tied to it with aria-describedby. */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const page = control.page();
  const texts = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  expect(texts).toContain(message);
}

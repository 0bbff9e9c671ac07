import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The route manifest the build writes from the app's one route table (frontend/src/app/route-paths.ts)
 * and the server routes by: the suites test every page in it, so a new page is tested the day it
 * is added.
 */
export const manifest = JSON.parse(
  readFileSync(join(__dirname, '../../frontend', process.env.FRONTEND_DIST_DIR ?? 'dist', 'route-manifest.json'), 'utf8'),
) as {
  pages: Record<string, string>;
  appRoutes: string[];
  appPreloads?: Record<string, { modules: string[]; data: string[] }>;
  screens?: string[];
};

/** Every prerendered public page. */
export const PUBLIC_PAGES: readonly string[] = Object.keys(manifest.pages);

/** Every client dashboard screen (exact paths; not the per-conversation ones). */
export const DASHBOARD_SCREENS: readonly string[] = manifest.appRoutes.filter((r) => r.startsWith('/dashboard') && !r.includes('*'));

/**
 * Every client-only screen the router declares (dashboard, checkout, /auth pages, staff console),
 * parameters as `:name`: app/route-paths.ts SCREEN_PATHS, which a unit test holds equal to the
 * router's route elements.
 */
export const SCREENS: readonly string[] = manifest.screens ?? [];

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

/**
 * Holds a prerendered page's script (the public entry the loader asks for after the first paint)
 * on its way, as on a slow phone, until `release()`; `asked` settles once the page has asked for it.
 * Call before `page.goto`.
 */
export async function holdPublicScript(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let release!: () => void;
  let markAsked!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await page.route(/\/assets\/public-[^/]+\.js$/, async (route) => {
    markAsked();
    await held;
    await route.continue();
  });
  return { asked, release };
}

// Bytes of JavaScript and CSS each route makes the browser download (as sent, i.e. gzipped),
// measured in Debian's Chromium, signed out for public pages and signed in for the dashboard, and
// the size of the entry chunk each starts from (a public page's own entry beside the portal's).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, startApp } from './lib/processes.mjs';

const require = createRequire(join(ROOT, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const PUBLIC = ['/', '/about', '/services', '/blog', '/blog/1', '/faq', '/contact', '/terms', '/privacy'];
const APP = [
  '/auth',
  '/dashboard',
  '/dashboard/documents',
  '/dashboard/uploads',
  '/dashboard/company',
  '/dashboard/employees',
  '/dashboard/subscriptions',
  '/dashboard/payments',
  '/dashboard/settings',
];

function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
}

/** Each route in a fresh context, so nothing comes from the cache of a previous page. */
async function measure(browser, storageState, url) {
  const context = await browser.newContext({ storageState, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  const page = await context.newPage();
  const sizes = { js: 0, css: 0, html: 0 };
  const pending = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    const bucket = { script: 'js', stylesheet: 'css', document: 'html' }[type];
    if (!bucket) return;
    // Bytes of the body as it crossed the wire (gzipped when the server compressed it). The
    // styles are styled-components' inline <style>, so for pages they travel inside the HTML.
    pending.push(request.sizes().then((s) => (sizes[bucket] += s.responseBodySize)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  // The entry chunk the page starts from (uncompressed, as built): a prerendered page's public
  // entry, which its loader names in data-entry, or the portal's module script.
  const entry =
    (await page
      .locator('script[data-entry]')
      .first()
      .getAttribute('data-entry', { timeout: 1000 })
      .catch(() => null)) ??
    (await page
      .locator('script[type="module"][src]')
      .first()
      .getAttribute('src', { timeout: 1000 })
      .catch(() => null));
  const entryBody = entry ? await context.request.get(new URL(entry, url).href).then((r) => r.body()) : null;
  await context.close();
  return { ...sizes, entry, entryBytes: entryBody?.length ?? 0 };
}

export async function pageWeight() {
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const rows = [];
    for (const path of PUBLIC) rows.push({ route: path, signedIn: false, ...(await measure(browser, undefined, app.base + path)) });
    const member = await browser.newContext();
    const reg = await member.request.post(`${app.base}/api/register`, {
      data: { username: 'weight', email: 'weight@bench.example', password: 'Harbour-Lantern-4821', acceptTerms: true },
    });
    if (!reg.ok()) throw new Error(`register failed: ${reg.status()}`);
    const signedIn = await member.storageState();
    await member.close();
    for (const path of APP.slice(1)) rows.push({ route: path, signedIn: true, ...(await measure(browser, signedIn, app.base + path)) });
    rows.push({ route: '/auth', signedIn: false, ...(await measure(browser, undefined, app.base + '/auth')) });
    return rows.map((r) => ({
      ...r,
      jsKB: +(r.js / 1024).toFixed(1),
      cssKB: +(r.css / 1024).toFixed(1),
      htmlKB: +(r.html / 1024).toFixed(1),
      entryKB: +(r.entryBytes / 1024).toFixed(1),
    }));
  } finally {
    await browser.close();
    await app.stop();
  }
}

import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from './public-helpers';

/** The HTML of each public route, fetched without JavaScript, already holds its head and content (docs/public-site.md). */

type Json = Record<string, unknown>;

function attr(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1] ?? null;
}

function jsonLd(html: string): Json[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Json);
  return blocks.flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Json[]) : [b]));
}

const PACKAGES: [string, string][] = [
  ['Start-ups', '799.00'],
  ['Essential', '1299.00'],
  ['Standard', '3599.00'],
  ['Advanced', '5999.00'],
  ['Professional', '8499.00'],
  ['Elite', '11999.00'],
];

for (const path of PUBLIC_PAGES) {
  test(`prerendered head and content: ${path}`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en-ZA">');
    const title = attr(html, /<title>([^<]+)<\/title>/);
    expect(title).toBeTruthy();
    expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
    expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path === '/' ? '/' : path}$`));
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(attr(html, /<meta property="og:locale" content="([^"]+)"/)).toBe('en_ZA');
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta property="og:description" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary');
    expect(attr(html, /<meta name="twitter:title" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe('index, follow');
    // The visible content and its styles are in the document before any script runs.
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toMatch(/<style data-styled="true"/);

    const ld = jsonLd(html);
    const firm = ld.find((x) => x['@type'] === 'AccountingService') as Json;
    expect(firm).toBeTruthy();
    const address = firm.address as Json;
    expect(address.addressLocality).toBe('Cape Town');
    expect(String(address.streetAddress)).toContain('Rondebosch');
    expect(address.addressCountry).toBe('ZA');
    expect(firm.openingHours).toBe('Mo-Sa 07:00-19:00');
    expect(firm.priceRange).toBe('R799 - R11,999');
    const offers = (firm.hasOfferCatalog as Json).itemListElement as Json[];
    for (const [name, price] of PACKAGES) expect(offers).toContainEqual(expect.objectContaining({ name, price, priceCurrency: 'ZAR' }));
    expect(JSON.stringify(ld)).not.toMatch(/Bronze|Silver|Gold|Platinum/);

    if (path === '/faq') {
      const faq = ld.find((x) => x['@type'] === 'FAQPage') as Json;
      expect((faq.mainEntity as Json[]).length).toBe(30);
    }
    if (/^\/blog\/\d$/.test(path)) {
      const post = ld.find((x) => x['@type'] === 'BlogPosting') as Json;
      expect(post.headline).toBe(attr(html, /<h1[^>]*>([^<]+)<\/h1>/));
      expect(attr(html, /<meta property="og:type" content="([^"]+)"/)).toBe('article');
    }
    if (['/services', '/contact'].includes(path) || /^\/blog\/\d$/.test(path)) {
      const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList') as Json;
      const items = crumbs.itemListElement as Json[];
      expect(items[0]).toEqual(expect.objectContaining({ position: 1, name: 'Home' }));
      expect(String(items[items.length - 1].item)).toBe(canonical);
    }
  });
}

test('not-found pages: status 404, noindex, their own title', async ({ request }) => {
  const page404 = await request.get('/no-such-page');
  expect(page404.status()).toBe(404);
  const html = await page404.text();
  expect(html).toContain('404 Page Not Found');
  expect(attr(html, /<meta name="robots" content="([^"]+)"/)).toBe('noindex, follow');
  const blog404 = await request.get('/blog/77');
  expect(blog404.status()).toBe(404);
  expect(await blog404.text()).toContain('Blog Post Not Found');
});

test('sitemap.xml lists every public page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of PUBLIC_PAGES) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${path === '/' ? '/' : path}</loc>`));
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  expect(text).toContain('Disallow: /dashboard');
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ServicePackage } from '../src/catalogue/service-package.entity';
import { download, pdfText } from './support/billing-fixtures';
import { Agent, clientAgent, STAFF_SUITE_ENV } from './support/staff-fixtures';
import { buyBySigning } from './support/engagement-fixtures';
import { createTestApp, TestApp } from './support/test-app';

/**
 * One frontend build, started twice with different firm settings (docs/public-site.md, "Firm
 * settings"): the public pages the server sends (prices' VAT wording, the footer's phone, the
 * membership badges, the settings embedded for the browser) and the invoices it issues follow the
 * settings of the run, not those of the build. Needs the frontend build (`npm run build`), as every
 * API suite that asks for a page does.
 */
const dist = process.env.FRONTEND_DIST!;

function pageText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function embeddedSettings(html: string): unknown {
  const json = /<script type="application\/json" id="firm-settings">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('The page carries no firm settings');
  return JSON.parse(json);
}

async function page(t: TestApp, path: string, status = 200): Promise<string> {
  const res = await request(t.http)
    .get(path)
    .expect(status)
    .expect('Content-Type', /text\/html/);
  return res.text;
}

async function issuedInvoiceText(t: TestApp): Promise<{ text: string; vat: number }> {
  const { agent } = await clientAgent(t);
  const service = await t.dataSource.getRepository(ServicePackage).findOneByOrFail({ packageType: 'standard' });
  const { invoice } = await buyBySigning(t, agent as Agent, service.id);
  const pdf = await download(agent, `/api/invoices/${invoice.id}/pdf`);
  return { text: await pdfText(pdf.body as Buffer), vat: invoice.vat };
}

describe('Firm settings at run time: one build, two starts', () => {
  beforeAll(() => {
    const manifest = join(dist, 'route-manifest.json');
    if (!existsSync(manifest) || !(JSON.parse(readFileSync(manifest, 'utf8')) as { renderer?: string }).renderer)
      throw new Error(`No frontend build with a page renderer at ${dist}: run \`npm run build\` first`);
  });

  describe('a firm without a VAT number', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        ...STAFF_SUITE_ENV,
        FIRM_VAT_NUMBER: '',
        FIRM_PHONE: '021 555 0101',
        FIRM_PHONE_INTERNATIONAL: '27215550101',
      });
    });
    afterAll(() => t.close());

    it('pages say "no VAT added", show the phone of this start and no membership badge', async () => {
      const home = await page(t, '/');
      const text = pageText(home);
      expect(text).toContain('no VAT added');
      expect(text).not.toContain('incl. VAT');
      expect(text).toContain('021 555 0101');
      expect(home).toContain('href="tel:+27215550101"');
      expect(text).not.toContain('021 685 4120');
      expect(text).not.toContain('SAIPA');
      expect(pageText(await page(t, '/terms'))).toContain('We are not registered for VAT, so no VAT is added to our prices.');
      // The structured data agrees (schema.org valueAddedTaxIncluded).
      expect(await page(t, '/services')).toContain('"valueAddedTaxIncluded":false');
      expect(embeddedSettings(home)).toMatchObject({ vatNumber: null, phone: '021 555 0101', memberships: { saipa: null, sait: null } });
      // The not-found page and the client portal's shell carry the same settings.
      expect(embeddedSettings(await page(t, '/no-such-page', 404))).toMatchObject({ phone: '021 555 0101' });
      expect(embeddedSettings(await page(t, '/dashboard'))).toMatchObject({ vatNumber: null });
    });

    it('issues plain invoices without VAT', async () => {
      const { text, vat } = await issuedInvoiceText(t);
      expect(vat).toBe(0);
      expect(text).not.toContain('Tax Invoice');
      expect(text).not.toMatch(/VAT/);
    });

    it('never serves the server-side render files', async () => {
      await request(t.http).get('/server/site-renderer.mjs').expect(404);
      await request(t.http).get('/server/entry-server.js').expect(404);
    });
  });

  describe('a VAT-registered firm with a SAIPA number and another phone', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        ...STAFF_SUITE_ENV,
        FIRM_VAT_NUMBER: '4123456789',
        FIRM_PHONE: '021 555 0202',
        FIRM_PHONE_INTERNATIONAL: '+27 21 555 0202',
        FIRM_SAIPA_NUMBER: 'SP-98765',
      });
    });
    afterAll(() => t.close());

    it('pages say "incl. VAT", show this start\'s phone and the SAIPA badge with its number', async () => {
      const home = await page(t, '/');
      const text = pageText(home);
      expect(text).toContain('incl. VAT');
      expect(text).not.toContain('no VAT added');
      expect(text).toContain('021 555 0202');
      expect(home).toContain('href="tel:+27215550202"');
      expect(text).not.toContain('021 555 0101');
      expect(pageText(await page(t, '/about'))).toMatch(/SAIPA[\s\S]*SP-98765/);
      expect(pageText(await page(t, '/terms'))).toContain('Prices include VAT at 15% unless stated otherwise.');
      expect(await page(t, '/services')).toContain('"valueAddedTaxIncluded":true');
      expect(embeddedSettings(home)).toMatchObject({ vatNumber: '4123456789', memberships: { saipa: 'SP-98765', sait: null } });
    });

    it("issues Tax Invoices with VAT and the firm's VAT number", async () => {
      const { text, vat } = await issuedInvoiceText(t);
      expect(vat).toBeGreaterThan(0);
      expect(text).toContain('Tax Invoice');
      expect(text).toContain('4123456789');
    });
  });
});

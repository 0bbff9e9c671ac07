import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, publicFirmSettings } from './app-config';
import { DEFAULT_FIRM_SETTINGS } from '@table-bay/shared';

describe('loadConfig', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

  it('has working embedded defaults and keeps a generated session secret', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.db).toEqual({ type: 'sqlite', path: join(dir, 'app.sqlite') });
    expect(config.storage).toEqual({ driver: 'local', root: join(dir, 'uploads') });
    expect(config.session.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(config.session.secret);
    expect(loadConfig({ DATA_DIR: dir }).session.secret).toBe(config.session.secret);
  });

  it('lists every problem at once', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'eighty', DB_TYPE: 'oracle', STORAGE_DRIVER: 's3', PUBLIC_URL: 'ftp://x' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
      'PUBLIC_URL must be an http(s) URL (got "ftp://x")',
      'DB_TYPE must be one of sqlite, mysql (got "oracle")',
      'S3_BUCKET is required',
      'SESSION_SECRET is required when NODE_ENV=production',
    ]);
    expect(error!.message).toContain('Invalid configuration:\n  - PORT must be');
  });

  it('reads MySQL settings from DATABASE_URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DB_TYPE: 'mysql', DATABASE_URL: 'mysql://app:s%40cret@db.internal:3307/portal' });
    expect(config.db).toEqual({ type: 'mysql', host: 'db.internal', port: 3307, username: 'app', password: 's@cret', database: 'portal' });
  });
});

describe('loadConfig: firm and mail', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

  it('defaults to the firm of the public site and .eml files in the data folder', () => {
    const d = dir();
    const config = loadConfig({ DATA_DIR: d });
    expect(config.firm).toMatchObject({ name: 'Table Bay Accounting', phone: '021 685 4120', email: 'hello@tablebayaccounting.co.za' });
    expect(config.firm.vatNumber).toBeUndefined();
    expect(config.mail).toMatchObject({
      from: '"Table Bay Accounting" <hello@tablebayaccounting.co.za>',
      firmInbox: 'hello@tablebayaccounting.co.za',
      smtpUrl: undefined,
      outboxDir: join(d, 'outbox'),
    });
    expect(loadConfig({ DATA_DIR: d, FIRM_VAT_NUMBER: '4123456789' }).firm.vatNumber).toBe('4123456789');
  });

  it('reads the numbers the firm’s documents print only when set', () => {
    const unset = loadConfig({ DATA_DIR: dir() }).firm;
    expect([unset.registrationNumber, unset.taxPractitionerNumber]).toEqual([undefined, undefined]);
    const set = loadConfig({
      DATA_DIR: dir(),
      FIRM_REGISTRATION_NUMBER: ' 2014/123456/07 ',
      FIRM_TAX_PRACTITIONER_NUMBER: 'PR-0123456',
    }).firm;
    expect([set.registrationNumber, set.taxPractitionerNumber]).toEqual(['2014/123456/07', 'PR-0123456']);
  });

  it('gives the public site the defaults, or every FIRM_* and BANK_* setting, in one shape', () => {
    expect(publicFirmSettings(loadConfig({ DATA_DIR: dir() }))).toEqual(DEFAULT_FIRM_SETTINGS);
    const config = loadConfig({
      DATA_DIR: dir(),
      FIRM_NAME: 'Lion Head Books',
      FIRM_LEGAL_NAME: 'Lion Head Books CC',
      FIRM_PHONE: '021 555 0101',
      FIRM_PHONE_INTERNATIONAL: '+27 21 555-0101',
      FIRM_WHATSAPP: '27 82 555 0101',
      FIRM_EMAIL: 'info@lionhead.example',
      FIRM_STREET: '1 Kloof Street',
      FIRM_SUBURB: 'Gardens',
      FIRM_CITY: 'Cape Town',
      FIRM_POSTAL_CODE: '8001',
      FIRM_VAT_NUMBER: '4123456789',
      FIRM_SAIPA_NUMBER: ' SP-1 ',
      BANK_NAME: 'Nedbank',
    });
    expect(publicFirmSettings(config)).toEqual({
      name: 'Lion Head Books',
      legalName: 'Lion Head Books CC',
      phone: '021 555 0101',
      phoneInternational: '27215550101',
      whatsapp: '27825550101',
      email: 'info@lionhead.example',
      address: { street: '1 Kloof Street', suburb: 'Gardens', city: 'Cape Town', postalCode: '8001' },
      vatNumber: '4123456789',
      memberships: { saipa: 'SP-1', sait: null },
      bank: { ...DEFAULT_FIRM_SETTINGS.bank, bankName: 'Nedbank' },
    });
    expect(() => loadConfig({ DATA_DIR: dir(), FIRM_WHATSAPP: 'call us' })).toThrow(
      'FIRM_WHATSAPP must be a phone number in international form, e.g. 27216854120 (got "call us")',
    );
  });

  it('refuses a bad MAIL_FROM, FIRM_INBOX_EMAIL or SMTP_URL at boot', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ DATA_DIR: dir(), MAIL_FROM: 'Firm <not-an-address>', FIRM_INBOX_EMAIL: 'inbox', SMTP_URL: 'http://mail:25' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error?.problems).toEqual([
      'MAIL_FROM must be an email address, optionally with a name: "Name <address>" (got "Firm <not-an-address>")',
      'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465',
      'FIRM_INBOX_EMAIL must be an email address (got "inbox")',
    ]);
    expect(
      loadConfig({ DATA_DIR: dir(), MAIL_FROM: 'Accounts <accounts@firm.co.za>', SMTP_URL: 'smtps://u:p@mail.firm.co.za:465' }).mail,
    ).toMatchObject({
      from: 'Accounts <accounts@firm.co.za>',
      smtpUrl: 'smtps://u:p@mail.firm.co.za:465',
    });
  });
  it("refuses TRUST_PROXY=true in production and asks for a hop count or the proxies' addresses (docs/security.md)", () => {
    const production = { NODE_ENV: 'production', DATA_DIR: dir(), SESSION_SECRET: 'x'.repeat(40) };
    let error: ConfigError | undefined;
    try {
      loadConfig({ ...production, TRUST_PROXY: 'true' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error?.problems).toEqual([
      'TRUST_PROXY=true is refused when NODE_ENV=production: every client could then choose its own address with ' +
        'X-Forwarded-For, which removes the per-IP limits and the PayFast host check. Set the number of proxies in front ' +
        '(e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8).',
    ]);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    // Development and tests keep it, with the boot warning (app.setup.ts proxyWarnings).
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});

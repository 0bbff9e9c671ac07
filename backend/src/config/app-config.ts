import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_FIRM_SETTINGS, type FirmSettings } from '@table-bay/shared';

export type DbType = 'sqlite' | 'mysql';
export type StorageDriver = 'local' | 's3';
export type NodeEnv = 'development' | 'production' | 'test';

export interface MysqlConfig {
  host: string;
  port: number;
  username: string;
  password: string;
  database: string;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export interface RateLimitConfig {
  /** Login attempts allowed per client IP within the window. */
  loginPerIp: number;
  /** Login attempts allowed per username within the window; short so nobody can lock a real user out for long. */
  loginPerUsername: number;
  loginWindowSeconds: number;
  /** Registrations allowed per IP per hour. */
  registerPerIp: number;
  /** Enquiries allowed per IP per hour. */
  enquiryPerIp: number;
  /** Signed engagement letters checked on the public verification page, per IP per hour. */
  letterVerifyPerIp: number;
  /** Sign-in failures per username (per trusted browser) before each further attempt must wait. */
  loginDelayBaseSeconds: number;
  /** The longest wait between sign-in attempts once the delay has grown. */
  loginDelayMaxSeconds: number;
  /** Password confirmations (change password, change email, delete account) per account and per IP within the window. */
  reauthPerAccount: number;
  reauthPerIp: number;
  reauthWindowSeconds: number;
  /** Document uploads allowed per account per hour. */
  uploadsPerHour: number;
  /** Invitations to a client business one account may send per day. */
  invitationsPerDay: number;
  /** "Forgot password" requests per IP per hour (reset submissions: three times this). */
  passwordResetPerIp: number;
  /** "Forgot password" requests per username/email per hour; also confirmation-link resends per user. */
  passwordResetPerAccount: number;
  /** Second-factor codes tried per account within the window (sign-in, enable, disable). */
  twoFactorPerAccount: number;
  twoFactorPerIp: number;
  twoFactorWindowSeconds: number;
  /** Messages (conversations started, replies, notes) one account may post per hour. */
  messagesPerUser: number;
}

export interface HttpServerConfig {
  /** The whole request, body included, must arrive within this (a 10 MB upload at 256 kbit/s takes about 5.5 minutes). */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; longer than a load balancer's idle timeout. */
  keepAliveTimeoutMs: number;
  /** Open connections one instance accepts; more are refused so slow clients cannot use up its memory or sockets. */
  maxConnections: number;
  /** Milliseconds of request work one turn of the event loop starts before it returns to accept connections; 0 for no limit (turn-budget.ts). */
  turnBudgetMs: number;
}

/**
 * The firm's own details, for mail, invoices and the public site (the site gets them as
 * FirmSettings, publicFirmSettings below); the defaults are DEFAULT_FIRM_SETTINGS (packages/shared/src/firm-settings.ts).
 */
export interface FirmConfig {
  name: string;
  legalName: string;
  /** Postal address, one line each: street, suburb, city and postal code. */
  addressLines: string[];
  phone: string;
  /** International digits for tel: links (FIRM_PHONE_INTERNATIONAL), e.g. 27216854120. */
  phoneInternational: string;
  /** International digits of the WhatsApp line (FIRM_WHATSAPP). */
  whatsapp: string;
  email: string;
  /** Membership numbers (FIRM_SAIPA_NUMBER, FIRM_SAIT_NUMBER); the site shows a body's badge only when set. */
  saipaNumber?: string;
  saitNumber?: string;
  /**
   * The registration number SARS gives the firm as a tax practitioner (FIRM_TAX_PRACTITIONER_NUMBER,
   * e.g. PR-0123456); printed on the firm's documents when set.
   */
  taxPractitionerNumber?: string;
  /**
   * The firm's own company registration number (FIRM_REGISTRATION_NUMBER, e.g. 2014/123456/07): a
   * company's invoices and letters must carry it (Companies Act s32(4)); printed when set.
   */
  registrationNumber?: string;
  /** Shown in every mail's footer when set (FIRM_VAT_NUMBER). */
  vatNumber?: string;
  /** Office hours as people read them. */
  hours: string;
  /**
   * The version of the terms of service and privacy policy now published (LEGAL_POLICY_VERSION):
   * stored with each client's consent at registration. Change it whenever either text changes.
   */
  policyVersion: string;
}

export interface MailConfig {
  /** The From header: `Name <address>` or a bare address. */
  from: string;
  /** Where the firm's own notices (new enquiries) go. */
  firmInbox: string;
  /** smtp:// or smtps:// URL; unset means every message is written as an .eml file to outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  /** false turns the in-process delivery worker off on this instance (messages wait for another). */
  worker: boolean;
  pollIntervalMs: number;
  maxAttempts: number;
  /** First retry delay; each later retry waits twice as long as the one before. */
  retryBaseMs: number;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  db: { type: 'sqlite'; path: string } | ({ type: 'mysql' } & MysqlConfig);
  storage: { driver: 'local'; root: string } | ({ driver: 's3' } & S3Config);
  session: { secret: string; idleMinutes: number; absoluteHours: number };
  trustProxy: boolean | number | string;
  logLevel: string;
  /** LOG_FORMAT: JSON lines for machines, or one readable line each for a person at a terminal. */
  logFormat: 'json' | 'pretty';
  rateLimits: RateLimitConfig;
  argon2: { memoryKiB: number; timeCost: number; parallelism: number };
  frontendDist: string;
  seedDemo: boolean;
  /** Memory for serialised client lists (documents, employees, payments); 0 turns that cache off. */
  listCacheMB: number;
  /** Passkeys: the relying party is the site at PUBLIC_URL (its host name is the RP id). */
  webauthn: { rpId: string; rpName: string; origin: string };
  firm: FirmConfig;
  mail: MailConfig;
  /** When set, rate-limit counters live in this Redis instead of the database. */
  redisUrl: string | null;
  /** Bytes of documents one client may store, in MiB. */
  clientStorageQuotaMB: number;
  http: HttpServerConfig;
  /** Password hash verifications running at once per instance; more wait their turn, so one client cannot starve sign-ins. */
  argon2MaxConcurrent: number;
  billing: BillingConfig;
  /** Engagement letters (docs/engagement-letters.md). */
  engagement: EngagementConfig;
  exports: DataExportConfig;
  work: WorkConfig;
}

/** The firm's recurring work (docs/work.md, "Settings"). */
export interface WorkConfig {
  /** Months after the current one whose jobs the planner makes ahead. */
  planMonthsAhead: number;
  /** How often the planner's pass runs, in ms; 0 turns the timer off (tests run it by hand). */
  planIntervalMs: number;
}

/** "Download my data" (docs/account-security.md). */
export interface DataExportConfig {
  /** Accounts whose stored files exceed this get their copy built in the background and a mail link. */
  streamMaxBytes: number;
  /** false turns the background builder off on this instance (another instance builds). */
  worker: boolean;
  /** How often the builder looks for work, in ms. */
  workerIntervalMs: number;
}

export interface PayfastConfig {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  sandbox: boolean;
  /** Where the form posts: PayFast's process endpoint for the mode. */
  processUrl: string;
  /** Where a notification is confirmed (PAYFAST_VALIDATE_URL; the tests point it at a local fake). */
  validateUrl: string;
  /** Hosts (or addresses) notifications may come from; not checked in sandbox mode. */
  validHosts: string[];
}

export interface BillingConfig {
  /** The firm's bank account for EFT, printed on invoices and the checkout page. */
  bank: { bankName: string; accountHolder: string; accountNumber: string; branchCode: string; accountType: string };
  /** Days from issue to due date. */
  paymentTermsDays: number;
  /** null when PayFast is not configured: the card option is then not offered. */
  payfast: PayfastConfig | null;
  /** How often the renewal/expiry job runs; 0 turns the timer off (the tests drive it with their own clock). */
  jobIntervalSeconds: number;
}

export interface EngagementConfig {
  /**
   * ENGAGEMENT_AUTO_COUNTERSIGN: the firm countersigns a letter the moment the client signs it, in
   * the firm's name, instead of waiting for a manager or admin.
   */
  autoCountersign: boolean;
  /** How often the reminder job looks for unsigned letters; 0 turns its timer off (the tests drive it). */
  reminderIntervalSeconds: number;
}

/** Thrown when the environment cannot produce a usable configuration; lists every problem at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the whole configuration from the environment.
 * Every problem is collected so the operator sees one readable list instead of fixing them one boot at a time.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = read.integer('PORT', 3000, 1, 65535);
  const host = read.string('HOST', '0.0.0.0');
  const publicUrl = read.url('PUBLIC_URL', `http://localhost:${port}`).replace(/\/+$/, '');
  // npm sets INIT_CWD to where `npm start` was typed, so ./data lands at the project root, not in backend/.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = resolvePath(baseDir, read.string('DATA_DIR', './data'));

  const dbType = read.oneOf('DB_TYPE', ['sqlite', 'mysql'] as const, 'sqlite');
  let db: AppConfig['db'];
  if (dbType === 'mysql') {
    db = { type: 'mysql', ...readMysql(read, env, problems) };
  } else {
    db = { type: 'sqlite', path: resolvePath(baseDir, read.string('SQLITE_PATH', join(dataDir, 'app.sqlite'))) };
  }

  const driver = read.oneOf('STORAGE_DRIVER', ['local', 's3'] as const, 'local');
  let storage: AppConfig['storage'];
  if (driver === 's3') {
    storage = {
      driver: 's3',
      bucket: read.required('S3_BUCKET'),
      region: read.string('S3_REGION', 'af-south-1'),
      endpoint: read.optionalUrl('S3_ENDPOINT'),
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: read.boolean('S3_FORCE_PATH_STYLE', false),
    };
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      problems.push(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left out to use the default AWS credential chain)',
      );
    }
  } else {
    storage = { driver: 'local', root: resolvePath(baseDir, read.string('STORAGE_DIR', join(dataDir, 'uploads'))) };
  }

  let secret = env.SESSION_SECRET ?? '';
  if (secret && secret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters long');
  if (!secret && nodeEnv === 'production') problems.push('SESSION_SECRET is required when NODE_ENV=production');
  const idleMinutes = read.integer('SESSION_IDLE_MINUTES', 30, 1, 24 * 60);
  const absoluteHours = read.integer('SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30);

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  // `true` trusts every X-Forwarded-For hop, so each client picks its own address (docs/security.md).
  if (trustProxy === true && nodeEnv === 'production') {
    problems.push(
      'TRUST_PROXY=true is refused when NODE_ENV=production: every client could then choose its own address with ' +
        'X-Forwarded-For, which removes the per-IP limits and the PayFast host check. Set the number of proxies in front ' +
        '(e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8).',
    );
  }
  const logLevel = read.oneOf(
    'LOG_LEVEL',
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
    nodeEnv === 'test' ? 'silent' : 'info',
  );
  const logFormat = read.oneOf('LOG_FORMAT', ['json', 'pretty'] as const, nodeEnv === 'development' ? 'pretty' : 'json');

  const rateLimits: RateLimitConfig = {
    loginPerIp: read.integer('LOGIN_LIMIT_PER_IP', 30, 1, 1_000_000),
    loginPerUsername: read.integer('LOGIN_LIMIT_PER_USERNAME', 10, 1, 1_000_000),
    loginWindowSeconds: read.integer('LOGIN_LIMIT_WINDOW_SECONDS', 600, 1, 86_400),
    registerPerIp: read.integer('REGISTER_LIMIT_PER_HOUR', 20, 1, 1_000_000),
    enquiryPerIp: read.integer('ENQUIRY_LIMIT_PER_HOUR', 10, 1, 1_000_000),
    letterVerifyPerIp: read.integer('LETTER_VERIFY_LIMIT_PER_HOUR', 30, 1, 1_000_000),
    loginDelayBaseSeconds: read.integer('LOGIN_DELAY_BASE_SECONDS', 5, 1, 3_600),
    loginDelayMaxSeconds: read.integer('LOGIN_DELAY_MAX_SECONDS', 900, 1, 86_400),
    reauthPerAccount: read.integer('REAUTH_LIMIT_PER_ACCOUNT', 5, 1, 1_000_000),
    reauthPerIp: read.integer('REAUTH_LIMIT_PER_IP', 20, 1, 1_000_000),
    reauthWindowSeconds: read.integer('REAUTH_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
    uploadsPerHour: read.integer('UPLOAD_LIMIT_PER_HOUR', 120, 1, 1_000_000),
    invitationsPerDay: read.integer('INVITE_LIMIT_PER_DAY', 30, 1, 1_000_000),
    passwordResetPerIp: read.integer('PASSWORD_RESET_LIMIT_PER_IP', 20, 1, 1_000_000),
    passwordResetPerAccount: read.integer('PASSWORD_RESET_LIMIT_PER_ACCOUNT', 5, 1, 1_000_000),
    twoFactorPerAccount: read.integer('TWO_FACTOR_LIMIT_PER_ACCOUNT', 5, 1, 1_000_000),
    twoFactorPerIp: read.integer('TWO_FACTOR_LIMIT_PER_IP', 30, 1, 1_000_000),
    twoFactorWindowSeconds: read.integer('TWO_FACTOR_LIMIT_WINDOW_SECONDS', 300, 1, 86_400),
    messagesPerUser: read.integer('MESSAGE_LIMIT_PER_HOUR', 120, 1, 1_000_000),
  };

  const argon2 = {
    // OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane); raise on bigger hosts.
    memoryKiB: read.integer('ARGON2_MEMORY_KIB', 19_456, 8_192, 1_048_576),
    timeCost: read.integer('ARGON2_TIME_COST', 2, 1, 10),
    parallelism: 1,
  };

  const frontendDist = resolvePath(baseDir, read.string('FRONTEND_DIST', resolve(__dirname, '../../../frontend/dist')));
  const seedDemo = read.boolean('SEED_DEMO', false);
  const listCacheMB = read.integer('LIST_CACHE_MB', 64, 0, 4096);
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) problems.push(`REDIS_URL must start with redis:// or rediss:// (got "${redisUrl}")`);
  const clientStorageQuotaMB = read.integer('CLIENT_STORAGE_QUOTA_MB', 2048, 1, 10_485_760);
  const exports: DataExportConfig = {
    streamMaxBytes: read.integer('EXPORT_STREAM_MAX_MB', 100, 0, 1_048_576) * 1024 * 1024,
    worker: read.boolean('EXPORT_WORKER', true),
    workerIntervalMs: read.integer('EXPORT_WORKER_INTERVAL_SECONDS', 15, 1, 3_600) * 1000,
  };
  const http: HttpServerConfig = {
    requestTimeoutMs: read.integer('HTTP_REQUEST_TIMEOUT_SECONDS', 600, 10, 3_600) * 1000,
    headersTimeoutMs: read.integer('HTTP_HEADERS_TIMEOUT_SECONDS', 20, 1, 300) * 1000,
    keepAliveTimeoutMs: read.integer('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 65, 1, 600) * 1000,
    maxConnections: read.integer('HTTP_MAX_CONNECTIONS', 1024, 1, 1_000_000),
    turnBudgetMs: read.integer('HTTP_TURN_BUDGET_MS', 1, 0, 1_000),
  };
  const argon2MaxConcurrent = read.integer('ARGON2_MAX_CONCURRENT', 2, 1, 64);
  const billing = readBilling(read, env, problems, nodeEnv);
  const work: WorkConfig = {
    planMonthsAhead: read.integer('WORK_PLAN_MONTHS_AHEAD', 3, 0, 24),
    planIntervalMs: read.integer('WORK_PLAN_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 3_600, 0, 86_400) * 1000,
  };

  const firm = readFirm(read);
  const mail = readMail(read, env, firm, dataDir, baseDir, nodeEnv);

  if (problems.length > 0) throw new ConfigError(problems);

  if (!secret) secret = loadOrCreateSecret(dataDir);

  return {
    nodeEnv,
    port,
    host,
    publicUrl,
    dataDir,
    db,
    storage,
    session: { secret, idleMinutes, absoluteHours },
    trustProxy,
    logLevel,
    logFormat,
    rateLimits,
    argon2,
    frontendDist,
    seedDemo,
    listCacheMB,
    webauthn: {
      rpId: env.WEBAUTHN_RP_ID || new URL(publicUrl).hostname,
      rpName: env.WEBAUTHN_RP_NAME || firm.name,
      origin: new URL(publicUrl).origin,
    },
    firm,
    mail,
    redisUrl,
    clientStorageQuotaMB,
    http,
    argon2MaxConcurrent,
    billing,
    engagement: {
      autoCountersign: read.boolean('ENGAGEMENT_AUTO_COUNTERSIGN', false),
      reminderIntervalSeconds: read.integer('ENGAGEMENT_REMINDER_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 3600, 0, 86_400),
    },
    exports,
    work,
  };
}

/** PayFast's published notification senders (developers.payfast.co.za, "ITN security checks"). */
export const PAYFAST_DEFAULT_HOSTS = ['www.payfast.co.za', 'sandbox.payfast.co.za', 'w1w.payfast.co.za', 'w2w.payfast.co.za'];

function readBilling(read: EnvReader, env: Env, problems: string[], nodeEnv: NodeEnv): BillingConfig {
  const d = DEFAULT_FIRM_SETTINGS.bank;
  const bank = {
    bankName: read.string('BANK_NAME', d.bankName),
    accountHolder: read.string('BANK_ACCOUNT_HOLDER', d.accountHolder),
    accountNumber: read.string('BANK_ACCOUNT_NUMBER', d.accountNumber),
    branchCode: read.string('BANK_BRANCH_CODE', d.branchCode),
    accountType: read.string('BANK_ACCOUNT_TYPE', d.accountType),
  };
  const merchantId = env.PAYFAST_MERCHANT_ID?.trim() ?? '';
  const merchantKey = env.PAYFAST_MERCHANT_KEY?.trim() ?? '';
  let payfast: PayfastConfig | null = null;
  if (merchantId || merchantKey) {
    if (!merchantId || !merchantKey) problems.push('PAYFAST_MERCHANT_ID and PAYFAST_MERCHANT_KEY must be set together');
    const sandbox = read.boolean('PAYFAST_SANDBOX', false);
    const base = sandbox ? 'https://sandbox.payfast.co.za' : 'https://www.payfast.co.za';
    const passphrase = env.PAYFAST_PASSPHRASE ?? '';
    // PayFast refuses unsigned live merchants without a passphrase; demanding one keeps signatures unforgeable.
    if (!sandbox && !passphrase) problems.push('PAYFAST_PASSPHRASE is required unless PAYFAST_SANDBOX=true');
    payfast = {
      merchantId,
      merchantKey,
      passphrase,
      sandbox,
      processUrl: `${base}/eng/process`,
      validateUrl: read.url('PAYFAST_VALIDATE_URL', `${base}/eng/query/validate`),
      validHosts: (env.PAYFAST_VALID_HOSTS ?? PAYFAST_DEFAULT_HOSTS.join(','))
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    };
  }
  return {
    bank,
    paymentTermsDays: read.integer('INVOICE_PAYMENT_DAYS', 7, 0, 90),
    payfast,
    jobIntervalSeconds: read.integer('BILLING_JOB_INTERVAL_SECONDS', nodeEnv === 'test' ? 0 : 300, 0, 86_400),
  };
}

function readFirm(read: EnvReader): FirmConfig {
  const d = DEFAULT_FIRM_SETTINGS;
  return {
    name: read.string('FIRM_NAME', d.name),
    legalName: read.string('FIRM_LEGAL_NAME', d.legalName),
    addressLines: [
      read.string('FIRM_STREET', d.address.street),
      read.string('FIRM_SUBURB', d.address.suburb),
      read.string('FIRM_CITY', d.address.city),
      read.string('FIRM_POSTAL_CODE', d.address.postalCode),
    ],
    phone: read.string('FIRM_PHONE', d.phone),
    phoneInternational: read.digits('FIRM_PHONE_INTERNATIONAL', d.phoneInternational),
    whatsapp: read.digits('FIRM_WHATSAPP', d.whatsapp),
    email: read.email('FIRM_EMAIL', d.email),
    saipaNumber: read.optionalString('FIRM_SAIPA_NUMBER'),
    saitNumber: read.optionalString('FIRM_SAIT_NUMBER'),
    taxPractitionerNumber: read.optionalString('FIRM_TAX_PRACTITIONER_NUMBER'),
    registrationNumber: read.optionalString('FIRM_REGISTRATION_NUMBER'),
    vatNumber: read.optionalString('FIRM_VAT_NUMBER'),
    hours: read.string('FIRM_HOURS', 'Monday to Saturday, 07:00 to 19:00'),
    // Stored in users.termsVersion (32 characters); a date is the usual choice.
    policyVersion: read.string('LEGAL_POLICY_VERSION', '2026-11-24').slice(0, 32),
  };
}

/** The firm's details as the public site shows them (embedded in every page, docs/public-site.md). */
export function publicFirmSettings(config: Pick<AppConfig, 'firm' | 'billing'>): FirmSettings {
  const f = config.firm;
  const [street, suburb, city, postalCode] = f.addressLines;
  return {
    name: f.name,
    legalName: f.legalName,
    phone: f.phone,
    phoneInternational: f.phoneInternational,
    whatsapp: f.whatsapp,
    email: f.email,
    address: { street, suburb, city, postalCode },
    vatNumber: f.vatNumber ?? null,
    memberships: { saipa: f.saipaNumber ?? null, sait: f.saitNumber ?? null },
    bank: { ...config.billing.bank },
  };
}

function readMail(read: EnvReader, env: Env, firm: FirmConfig, dataDir: string, baseDir: string, nodeEnv: NodeEnv): MailConfig {
  // The firm's name is quoted so a comma or full stop in it cannot break the header.
  const defaultFrom = `"${firm.name.replace(/["\\]/g, '')}" <${firm.email}>`;
  const from = read.string('MAIL_FROM', defaultFrom);
  if (!isMailbox(from)) read.problem(`MAIL_FROM must be an email address, optionally with a name: "Name <address>" (got "${from}")`);
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined) {
    let ok: boolean;
    try {
      const u = new URL(smtpUrl);
      ok = (u.protocol === 'smtp:' || u.protocol === 'smtps:') && u.hostname !== '';
    } catch {
      ok = false;
    }
    if (!ok) read.problem('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  }
  return {
    from,
    firmInbox: read.email('FIRM_INBOX_EMAIL', firm.email),
    smtpUrl,
    outboxDir: resolvePath(baseDir, read.string('MAIL_OUTBOX_DIR', join(dataDir, 'outbox'))),
    worker: read.boolean('MAIL_WORKER', true),
    pollIntervalMs: read.integer('MAIL_POLL_INTERVAL_MS', nodeEnv === 'test' ? 200 : 2000, 50, 600_000),
    maxAttempts: read.integer('MAIL_MAX_ATTEMPTS', 8, 1, 50),
    retryBaseMs: read.integer('MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000),
  };
}

const EMAIL_PATTERN = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

/** `a@b.c` or `Name <a@b.c>` / `"Name" <a@b.c>`. */
function isMailbox(value: string): boolean {
  if (EMAIL_PATTERN.test(value)) return true;
  const m = /^\s*(?:"[^"\r\n]*"|[^<>"\r\n]*)\s*<([^<>\s]+)>\s*$/.exec(value);
  return m !== null && EMAIL_PATTERN.test(m[1]);
}

function readMysql(read: EnvReader, env: Env, problems: string[]): MysqlConfig {
  if (env.DATABASE_URL) {
    try {
      const url = new URL(env.DATABASE_URL);
      if (!['mysql:', 'mariadb:'].includes(url.protocol)) {
        problems.push('DATABASE_URL must start with mysql:// or mariadb://');
      }
      return {
        host: url.hostname,
        port: url.port ? Number(url.port) : 3306,
        username: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
        database: url.pathname.replace(/^\//, ''),
      };
    } catch {
      problems.push('DATABASE_URL is not a valid URL (mysql://user:password@host:3306/name)');
    }
  }
  return {
    host: read.string('DB_HOST', '127.0.0.1'),
    port: read.integer('DB_PORT', 3306, 1, 65535),
    username: read.string('DB_USER', 'root'),
    password: env.DB_PASSWORD ?? '',
    database: read.string('DB_NAME', 'accounting'),
  };
}

/**
 * The embedded profile needs no setup: a random secret is generated once and kept beside the data,
 * so sessions survive restarts without anyone choosing a secret.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // an address list or a named range such as "loopback, uniquelocal"
}

function resolvePath(base: string, p: string): string {
  return isAbsolute(p) ? p : resolve(base, p);
}

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  string(name: string, fallback: string): string {
    const v = this.env[name];
    return v === undefined || v === '' ? fallback : v;
  }

  problem(message: string): void {
    this.problems.push(message);
  }

  optionalString(name: string): string | undefined {
    const v = this.env[name]?.trim();
    return v ? v : undefined;
  }

  /** A phone number in international form: separators and a leading + are allowed and dropped. */
  digits(name: string, fallback: string): string {
    const raw = this.string(name, fallback);
    const digits = raw.replace(/[\s()+-]/g, '');
    if (!/^\d{8,15}$/.test(digits))
      this.problems.push(`${name} must be a phone number in international form, e.g. 27216854120 (got "${raw}")`);
    return digits;
  }

  email(name: string, fallback: string): string {
    const raw = this.string(name, fallback).trim();
    if (!EMAIL_PATTERN.test(raw)) this.problems.push(`${name} must be an email address (got "${raw}")`);
    return raw;
  }

  required(name: string): string {
    const v = this.env[name];
    if (!v) {
      this.problems.push(`${name} is required`);
      return '';
    }
    return v;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }

  url(name: string, fallback: string): string {
    const raw = this.string(name, fallback);
    if (!isHttpUrl(raw)) this.problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    return raw;
  }

  optionalUrl(name: string): string | undefined {
    const raw = this.env[name];
    if (!raw) return undefined;
    if (!isHttpUrl(raw)) this.problems.push(`${name} must be an http(s) URL (got "${raw}")`);
    return raw;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

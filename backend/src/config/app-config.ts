import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

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
  rateLimits: RateLimitConfig;
  argon2: { memoryKiB: number; timeCost: number; parallelism: number };
  frontendDist: string;
  seedDemo: boolean;
  /** Memory for serialised client lists (documents, employees, payments); 0 turns that cache off. */
  listCacheMB: number;
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
  const logLevel = read.oneOf(
    'LOG_LEVEL',
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
    nodeEnv === 'test' ? 'silent' : 'info',
  );

  const rateLimits: RateLimitConfig = {
    loginPerIp: read.integer('LOGIN_LIMIT_PER_IP', 30, 1, 1_000_000),
    loginPerUsername: read.integer('LOGIN_LIMIT_PER_USERNAME', 10, 1, 1_000_000),
    loginWindowSeconds: read.integer('LOGIN_LIMIT_WINDOW_SECONDS', 600, 1, 86_400),
    registerPerIp: read.integer('REGISTER_LIMIT_PER_HOUR', 20, 1, 1_000_000),
    enquiryPerIp: read.integer('ENQUIRY_LIMIT_PER_HOUR', 10, 1, 1_000_000),
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
    rateLimits,
    argon2,
    frontendDist,
    seedDemo,
    listCacheMB,
  };
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

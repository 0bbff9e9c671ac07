import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { parse } from 'yaml';
import { S3Storage } from '../src/storage/s3.storage';
import { binary, PDF } from './support/documents-fixtures';
import { startS3Server, TestS3Server } from './support/s3-server';
import { createTestApp, registrationFields, TestApp } from './support/test-app';
import { SmtpSink } from './support/smtp-sink';

/**
 * The `docker compose up` profile without a Docker engine: the app boots with exactly the
 * environment docker-compose.yml (plus the image's own ENV) gives the `app` service, and a client
 * registers, uploads and downloads a file through it.
 *
 * Only what cannot exist here is swapped, and each swap is asserted first:
 *   - the service host names: `mysql` becomes the local MariaDB, `http://minio:9000` an s3rver;
 *   - the .env values are this test's own, as an operator's .env would be: its own database
 *     (test_compose) and MySQL user, made here as the mysql image makes them from MYSQL_*, and
 *     s3rver's fixed key pair as the app's store credentials (minio-init would create them).
 * Every other variable is cleared from the process first, so nothing the test runner set
 * (NODE_ENV=test, fast argon2, a data folder...) reaches the app.
 *
 * Needs MySQL/MariaDB (runs in the DB_TYPE=mysql pass, as the compose profile is MySQL).
 */
const ROOT = join(__dirname, '../..');
const DATABASE = 'test_compose';
const DB_USER = 'compose_app';
const describeOnMysql = process.env.DB_TYPE === 'mysql' ? describe : describe.skip;

describeOnMysql('docker compose profile (MySQL + S3) booted from docker-compose.yml', () => {
  let t: TestApp;
  let s3: TestS3Server;
  let appEnv: Record<string, string>;
  const smtp = new SmtpSink();
  const saved = { ...process.env };

  beforeAll(async () => {
    const dotenv = operatorDotEnv();
    const fromCompose = composeAppEnvironment(parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')), dotenv);
    const fromImage = imageEnvironment(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'));

    // The compose file must still point at its own services; otherwise this swap would be wrong.
    expect(fromCompose).toMatchObject({
      DB_HOST: 'mysql',
      DB_PORT: '3306',
      S3_ENDPOINT: 'http://minio:9000',
      SMTP_URL: 'smtp://mailpit:1025',
    });
    s3 = await startS3Server(fromCompose.S3_BUCKET);
    await smtp.start();
    const admin = { host: process.env.DB_HOST ?? '127.0.0.1', port: Number(process.env.DB_PORT ?? 3306) };
    appEnv = {
      ...fromImage, // image ENV first: compose's environment overrides it, as in a container
      ...fromCompose,
      DB_HOST: admin.host,
      DB_PORT: String(admin.port),
      S3_ENDPOINT: s3.config.endpoint!,
      // Mailpit's stand-in: a real SMTP server in this process.
      SMTP_URL: smtp.url,
    };
    await prepareDatabase(admin, dotenv);

    // Exactly that environment: nothing else the server reads may be left in the process.
    for (const name of appEnvNames()) delete process.env[name];
    t = await createTestApp(appEnv);
  });

  afterAll(async () => {
    await t?.close();
    await s3?.stop();
    await smtp.stop();
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it('runs in production mode on MySQL and S3, and reports both healthy', async () => {
    expect(appEnv.NODE_ENV).toBe('production');
    expect(t.dataSource.options).toMatchObject({ type: 'mysql', database: DATABASE, username: DB_USER });
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', storage: 'up' });
  });

  it('registers a client, uploads a document into the bucket and downloads it back', async () => {
    const agent = request.agent(t.http);
    await agent.post('/api/register').send(registrationFields()).expect(201);

    const upload = await agent
      .post('/api/documents/upload')
      .field('category', 'invoice')
      .attach('files', PDF, { filename: 'invoice-0042.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(upload.body.documents).toHaveLength(1);
    const [doc] = upload.body.documents as Array<{ id: number; fileUrl: string; fileName: string }>;
    expect(doc).toMatchObject({ fileName: 'invoice-0042.pdf', fileUrl: `/api/documents/${doc.id}/file` });

    // The bytes live in the S3 bucket, not on local disk.
    const keys = await listBucket(s3);
    expect(keys).toHaveLength(1);

    const download = await agent.get(doc.fileUrl).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);

    // And only to its owner.
    await request(t.http).get(doc.fileUrl).expect(401);
  });
});

/** The values an operator's .env would hold: .env.example with every empty secret filled in. */
function operatorDotEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(join(ROOT, '.env.example'), 'utf8').split(/\r?\n/)) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) env[m[1]] = m[2] || randomBytes(24).toString('base64url');
  }
  return {
    ...env,
    MYSQL_DATABASE: DATABASE,
    MYSQL_USER: DB_USER,
    // Request logs of a passing run are noise here; the variable itself still comes from compose.
    LOG_LEVEL: 'warn',
    // s3rver accepts only its own fixed key pair.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/** What the mysql image does at first start from MYSQL_DATABASE / MYSQL_USER / MYSQL_PASSWORD. */
async function prepareDatabase(admin: { host: string; port: number }, dotenv: Record<string, string>): Promise<void> {
  const conn = await createConnection({ ...admin, user: process.env.DB_USER ?? 'root', password: process.env.DB_PASSWORD ?? '' });
  try {
    // A first `docker compose up` starts from an empty volume. A database left by an earlier run
    // of another revision (with its extra migrations applied) would fail here for reasons that
    // have nothing to do with the compose profile, so it is dropped first.
    await conn.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await conn.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    // '%' for connections over a network (CI's MySQL container); 'localhost' because MariaDB
    // names 127.0.0.1 that way when it resolves host names.
    for (const host of ['%', 'localhost']) {
      await conn.query('CREATE USER IF NOT EXISTS ?@? IDENTIFIED BY ?', [DB_USER, host, dotenv.MYSQL_PASSWORD]);
      await conn.query('ALTER USER ?@? IDENTIFIED BY ?', [DB_USER, host, dotenv.MYSQL_PASSWORD]);
      await conn.query(`GRANT ALL PRIVILEGES ON \`${DATABASE}\`.* TO ?@?`, [DB_USER, host]);
    }
  } finally {
    await conn.end();
  }
}

function listBucket(server: TestS3Server): Promise<string[]> {
  return new S3Storage(server.config).list('');
}

/** Every variable the server reads, from its configuration loader (read.x('NAME') and env.NAME). */
function appEnvNames(): string[] {
  const src = readFileSync(join(ROOT, 'backend/src/config/app-config.ts'), 'utf8');
  const names = new Set<string>();
  for (const m of src.matchAll(/read\.\w+\(\s*'([A-Z][A-Z0-9_]*)'/g)) names.add(m[1]);
  for (const m of src.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]);
  expect([...names]).toEqual(expect.arrayContaining(['DB_TYPE', 'STORAGE_DRIVER', 'SESSION_SECRET', 'NODE_ENV']));
  return [...names];
}

/** The app service's environment as compose resolves it against .env (map or list form). */
function composeAppEnvironment(
  compose: { services: Record<string, { environment?: unknown }> },
  dotenv: Record<string, string>,
): Record<string, string> {
  const raw = compose.services.app?.environment;
  const entries: Array<[string, unknown]> = Array.isArray(raw)
    ? raw.map((item: string) => {
        const i = String(item).indexOf('=');
        return i < 0 ? [item, dotenv[item]] : [item.slice(0, i), item.slice(i + 1)];
      })
    : Object.entries((raw ?? {}) as Record<string, unknown>);
  const env: Record<string, string> = {};
  for (const [k, v] of entries) if (v !== undefined && v !== null) env[k] = interpolate(String(v), dotenv);
  return env;
}

/** Compose's variable substitution: $$, $NAME, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name: string | undefined, op: string | undefined, arg: string | undefined, bare: string | undefined) => {
      if (match === '$$') return '$';
      const v = vars[(name ?? bare)!];
      const missing = op?.startsWith(':') ? v === undefined || v === '' : v === undefined;
      if (op?.endsWith('-')) return missing ? (arg ?? '') : v;
      if (op?.endsWith('?')) {
        if (missing) throw new Error(`compose would refuse to start: ${arg}`);
        return v;
      }
      return v ?? '';
    },
  );
}

/** ENV set by the Dockerfile's final stage: the container has these unless compose overrides them. */
function imageEnvironment(dockerfile: string): Record<string, string> {
  const lines = dockerfile
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim());
  const lastFrom = lines.map((l) => /^FROM\s/i.test(l)).lastIndexOf(true);
  const env: Record<string, string> = {};
  for (const line of lines.slice(lastFrom).filter((l) => /^ENV\s/i.test(l))) {
    for (const pair of line.replace(/^ENV\s+/i, '').split(/\s+/)) {
      const i = pair.indexOf('=');
      if (i > 0) env[pair.slice(0, i)] = pair.slice(i + 1);
    }
  }
  expect(env).toHaveProperty('NODE_ENV', 'production');
  return env;
}

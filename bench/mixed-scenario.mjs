// A realistic load figure: simulated clients who sign in, open the overview, list their documents
// and payments, upload 1-3 files of 1-5 MB and download one, with a person's pauses between steps.
// The number of such clients is raised step by step; the figure is the largest number one instance
// held with p99 under 200 ms and no errors. Run alone with `node bench/mixed-scenario.mjs` (after
// `npm run build`), or through `npm run bench -- mixed`. On SQLite always; on MariaDB when one
// answers at 127.0.0.1:3306 (database bench_mixed, created afresh).
//   BENCH_MIXED_SECONDS=15    how long each step runs
//   BENCH_MIXED_STEPS=5,10,20,40,80  the numbers of simulated clients tried, in order
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { pathToFileURL } from 'node:url';
import { Client } from './lib/client.mjs';
import { percentile } from './lib/load.mjs';
import { postMultipart } from './lib/multipart.mjs';
import { startApp } from './lib/processes.mjs';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 15);
const STEPS = (process.env.BENCH_MIXED_STEPS ?? '5,10,20,40,80').split(',').map(Number);
const P99_LIMIT_MS = 200;
const PASSWORD = 'Mixed-Scenario-Bench-7391';
/** A person's pause between two clicks: 0.5 to 1.5 s. */
const think = () => new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
const pick = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

/** File bodies made once (a PDF header and random bytes), so the client spends its CPU on sending them. */
const FILES = [1, 2, 3, 4, 5].map((mb) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(mb * 1024 * 1024)]));

/** Times one request; a non-2xx answer or a network failure is an error. */
async function timed(samples, kind, run) {
  const start = performance.now();
  try {
    const ok = await run();
    samples.push({ kind, ms: performance.now() - start, ok });
  } catch {
    samples.push({ kind, ms: performance.now() - start, ok: false });
  }
}

async function get(base, path, cookie) {
  const res = await fetch(base + path, { headers: { accept: 'application/json', cookie, 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  return res.ok;
}

/** One simulated client's visit, repeated until `until`. */
async function visitLoop(base, username, until, samples) {
  while (Date.now() < until) {
    let cookie = '';
    await timed(samples, 'sign in', async () => {
      const res = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ username, password: PASSWORD }),
      });
      await res.arrayBuffer();
      cookie = (res.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0];
      return res.ok && Boolean(cookie);
    });
    if (!cookie) {
      await think();
      continue;
    }
    await think();
    // The overview asks for these together.
    await Promise.all(
      ['/api/user', '/api/subscriptions', '/api/document-requests', '/api/documents'].map((p) =>
        timed(samples, 'overview', () => get(base, p, cookie)),
      ),
    );
    await think();
    await timed(samples, 'list documents', () => get(base, '/api/documents', cookie));
    await think();
    await timed(samples, 'list payments', () => get(base, '/api/payments', cookie));
    await think();
    let uploaded = [];
    await timed(samples, 'upload', async () => {
      const files = Array.from({ length: pick(1, 3) }, (_, i) => ({
        field: 'files',
        name: `statement-${i}.pdf`,
        type: 'application/pdf',
        data: FILES[pick(0, 4)],
      }));
      const reply = await postMultipart(`${base}/api/documents/upload`, { cookie, fields: { category: 'bank_statement' }, files });
      uploaded = Array.isArray(reply.body) ? reply.body : (reply.body?.documents ?? []);
      return reply.status === 201;
    });
    await think();
    const one = uploaded[0]?.id;
    if (one) await timed(samples, 'download', () => get(base, `/api/documents/${one}/file`, cookie));
    await think();
  }
}

function summarise(clients, samples) {
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const byKind = {};
  for (const kind of [...new Set(samples.map((s) => s.kind))]) {
    const ms = samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    byKind[kind] = { requests: ms.length, p50Ms: Math.round(percentile(ms, 50)), p99Ms: Math.round(percentile(ms, 99)) };
  }
  const errors = samples.filter((s) => !s.ok).length;
  const p99Ms = Math.round(percentile(all, 99));
  return {
    clients,
    requests: samples.length,
    errors,
    p50Ms: Math.round(percentile(all, 50)),
    p99Ms,
    held: errors === 0 && p99Ms < P99_LIMIT_MS,
    byKind,
  };
}

async function mysqlAnswers() {
  return new Promise((resolve) => {
    const s = createConnection(3306, '127.0.0.1');
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    setTimeout(() => (s.destroy(), resolve(false)), 2000);
  });
}

async function freshMysqlDatabase(name) {
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '' });
  await conn.query(`DROP DATABASE IF EXISTS ${name}`);
  await conn.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
}

async function runOn(database) {
  const env =
    database === 'mariadb'
      ? { DB_TYPE: 'mysql', DB_HOST: '127.0.0.1', DB_PORT: '3306', DB_USER: 'root', DB_PASSWORD: '', DB_NAME: 'bench_mixed' }
      : {};
  if (database === 'mariadb') await freshMysqlDatabase('bench_mixed');
  // Limits raised so the load is measured, not refused (each simulated client signs in many times).
  const app = await startApp({
    ...env,
    LOGIN_LIMIT_PER_USERNAME: '1000000',
    CLIENT_STORAGE_QUOTA_MB: '1000000',
    UPLOAD_LIMIT_PER_HOUR: '1000000',
  });
  const steps = [];
  try {
    const users = [];
    for (let i = 0; i < Math.max(...STEPS); i++) {
      const username = `mixed${i}${randomBytes(3).toString('hex')}`;
      await new Client(app.base).request('/api/register', {
        method: 'POST',
        json: {
          username,
          email: `${username}@bench.example`,
          password: PASSWORD,
          firstName: 'Mixed',
          lastName: 'Client',
          acceptTerms: true,
        },
      });
      users.push(username);
    }
    for (const clients of STEPS) {
      const samples = [];
      const until = Date.now() + SECONDS * 1000;
      await Promise.all(users.slice(0, clients).map((u) => visitLoop(app.base, u, until, samples)));
      const row = summarise(clients, samples);
      console.log(
        `  ${database}: ${clients} clients, ${row.requests} requests, p99 ${row.p99Ms} ms, errors ${row.errors}${row.held ? '' : ' (not held)'}`,
      );
      steps.push(row);
      if (!row.held) break;
    }
  } finally {
    await app.stop();
  }
  const held = steps.filter((s) => s.held).map((s) => s.clients);
  return { database, secondsPerStep: SECONDS, p99LimitMs: P99_LIMIT_MS, clientsHeld: held.length ? Math.max(...held) : 0, steps };
}

export async function mixedScenario() {
  const results = [await runOn('sqlite')];
  if (await mysqlAnswers()) results.push(await runOn('mariadb'));
  else console.log('  MariaDB: skipped, no server answers at 127.0.0.1:3306');
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await mixedScenario(), null, 1));
}

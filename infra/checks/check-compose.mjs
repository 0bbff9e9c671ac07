// Validates docker-compose.yml without a Docker engine:
//   - `docker-compose config` (Debian's docker-compose) accepts it with every .env value set;
//   - it refuses to start with .env.example as it is (empty secrets), so nobody runs on defaults;
//   - the app gets only variables the server reads, and starts after healthy dependencies;
//   - stateful services keep their data in named volumes; every image carries a version tag.
// Usage: node infra/checks/check-compose.mjs   (infra/checks/run-all.sh installs docker-compose)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { unknownVariables } from './app-env.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const composeFile = join(root, 'docker-compose.yml');
const example = readFileSync(join(root, '.env.example'), 'utf8');
const problems = [];
const fail = (m) => problems.push(`docker-compose.yml: ${m}`);

const dir = mkdtempSync(join(tmpdir(), 'compose-check-'));
const filled = join(dir, '.env');
writeFileSync(filled, example.replace(/^([A-Z0-9_]+)=$/gm, '$1=stand-in-secret-for-the-compose-check-0123456789'));
const config = (envFile) =>
  spawnSync('docker-compose', ['--project-directory', root, '--env-file', envFile, '-f', composeFile, 'config', '-q'], {
    encoding: 'utf8',
  });

const ok = config(filled);
if (ok.error) fail(`docker-compose could not run (${ok.error.message}); run infra/checks/run-all.sh, which installs it`);
else if (ok.status !== 0) fail(`docker-compose config rejected it:\n${ok.stderr}`);
const refused = config(join(root, '.env.example'));
if (!refused.error && refused.status === 0) fail('starts with .env.example as it is: required secrets must be enforced with ${VAR:?...}');
rmSync(dir, { recursive: true, force: true });

const compose = parse(readFileSync(composeFile, 'utf8'));
const services = compose.services ?? {};
const app = services.app;
if (!app) fail('no app service');
else {
  problems.push(...unknownVariables('docker-compose.yml app environment', Object.keys(app.environment ?? {})));
  if (app.build?.dockerfile !== 'Dockerfile') fail('app must be built from the Dockerfile');
  // The prerendered pages are built for one address; it must be the one the server runs with.
  if (app.build?.args?.PUBLIC_URL !== app.environment?.PUBLIC_URL) fail('app must be built with the PUBLIC_URL it runs with');
  if (app.environment?.DB_TYPE !== 'mysql' || app.environment?.STORAGE_DRIVER !== 's3') fail('app must run on MySQL and S3');
  for (const dep of ['mysql', 'minio']) {
    if (app.depends_on?.[dep]?.condition !== 'service_healthy') fail(`app must wait for ${dep} to be healthy`);
  }
  if (app.depends_on?.['minio-init']?.condition !== 'service_completed_successfully') fail('app must wait for the bucket job');
}
for (const name of ['mysql', 'minio', 'mailpit']) if (!services[name]?.healthcheck) fail(`${name} needs a healthcheck`);
for (const [name, volume] of [
  ['mysql', '/var/lib/mysql'],
  ['minio', '/data'],
]) {
  const named = (services[name]?.volumes ?? []).some((v) => {
    const [source, target] = String(v).split(':');
    return target === volume && source in (compose.volumes ?? {});
  });
  if (!named) fail(`${name} must keep ${volume} in a named volume`);
}
if (!/utf8mb4/.test(JSON.stringify(services.mysql?.command ?? ''))) fail('mysql must default to utf8mb4');
for (const [name, s] of Object.entries(services)) {
  if (s.image && !s.build && (!/:[^/]+$/.test(s.image) || /:latest$/.test(s.image))) fail(`${name}: image ${s.image} needs a version tag`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`Compose file: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`Compose file: valid (docker-compose config), secrets enforced, ${Object.keys(services).length} services checked`);

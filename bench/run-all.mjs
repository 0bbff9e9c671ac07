// `npm run bench`: builds the app, runs every benchmark and writes bench/results/latest.{json,md}.
// Figures are printed beside baselines measured in the same run; compare ratios, not absolutes.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { apiLoad } from './api-load.mjs';
import { ROOT } from './lib/processes.mjs';
import { pageWeight } from './page-weight.mjs';
import { uploadBench } from './upload.mjs';

const only = process.argv.slice(2);
const wants = (name) => only.length === 0 || only.includes(name);

if (!process.env.BENCH_SKIP_BUILD) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

const results = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGB: +(totalmem() / 2 ** 30).toFixed(1), node: process.version },
};

if (wants('api')) {
  console.log('API load...');
  results.api = await apiLoad();
}
if (wants('upload')) {
  console.log('Uploads...');
  results.upload = await uploadBench();
}
if (wants('weight')) {
  console.log('Page weight...');
  results.pageWeight = await pageWeight();
}
if (wants('lighthouse') && existsSync(join(ROOT, 'bench/lighthouse.mjs'))) {
  console.log('Lighthouse...');
  const { runLighthouse } = await import('./lighthouse.mjs');
  results.lighthouse = await runLighthouse();
}

results.targets = evaluateTargets(results);

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
const md = toMarkdown(results);
writeFileSync(join(ROOT, 'bench/results/latest.md'), md);
console.log(md);

function evaluateTargets(r) {
  const targets = [];
  const nest10 = r.api?.find((x) => x.route === 'minimal-nest' && x.connections === 10);
  for (const row of r.api?.filter((x) => x.group === 'app' && x.signedIn && x.connections === 10) ?? []) {
    const ratio = nest10 ? row.requestsPerSec / nest10.requestsPerSec : NaN;
    targets.push({
      target: `${row.route}: >= 0.5x minimal Nest throughput and p99 < 25 ms at 10 connections`,
      figure: `${row.requestsPerSec} req/s (${ratio.toFixed(2)}x of ${nest10?.requestsPerSec}), p99 ${row.p99Ms} ms`,
      met: ratio >= 0.5 && row.p99Ms < 25,
    });
  }
  for (const row of r.api?.filter((x) => x.group === 'scale') ?? []) {
    targets.push({
      target: `${row.route}: p99 < 100 ms`,
      figure: `p99 ${row.p99Ms} ms, ${row.requestsPerSec} req/s`,
      met: row.p99Ms < 100,
    });
  }
  if (r.upload) {
    targets.push({
      target: 'Upload: server memory grows < 100 MB',
      figure: `${r.upload.peakGrowthMB} MB`,
      met: r.upload.peakGrowthMB < 100,
    });
    targets.push({
      target: 'Upload: throughput >= 0.5x plain file copy',
      figure: `${r.upload.uploadMBps} MB/s vs copy ${r.upload.copyMBps} MB/s (${r.upload.ratio}x)`,
      met: r.upload.ratio >= 0.5,
    });
  }
  for (const page of r.lighthouse?.pages ?? r.lighthouse ?? []) {
    if (!page?.scores) continue;
    const s = page.scores;
    if (page.signedIn || String(page.path ?? '').startsWith('/dashboard')) continue;
    targets.push({
      target: `Lighthouse ${page.path ?? page.url}: performance >= 95, others 100, LCP < 2 s`,
      figure: `perf ${s.performance}, a11y ${s.accessibility}, bp ${s['best-practices'] ?? s.bestPractices}, seo ${s.seo}, LCP ${page.lcpMs ?? page.metrics?.lcpMs} ms`,
      met:
        s.performance >= 95 &&
        s.accessibility === 100 &&
        (s['best-practices'] ?? s.bestPractices) === 100 &&
        s.seo === 100 &&
        (page.lcpMs ?? page.metrics?.lcpMs) < 2000,
    });
  }
  return targets;
}

function table(rows, columns) {
  const head = `| ${columns.map((c) => c[0]).join(' | ')} |\n|${columns.map(() => '---').join('|')}|\n`;
  return head + rows.map((row) => `| ${columns.map((c) => String(c[1](row))).join(' | ')} |`).join('\n') + '\n';
}

function toMarkdown(r) {
  let out = `# Benchmark results\n\n${r.date} on ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGB} GB, Node ${r.machine.node}.\n`;
  out += 'Noisy shared machine: read the ratios against the baselines of the same run.\n\n';
  if (r.api) {
    out += '## API load (autocannon)\n\n';
    out += table(r.api, [
      ['group', (x) => x.group],
      ['route', (x) => x.route],
      ['connections', (x) => x.connections],
      ['req/s', (x) => x.requestsPerSec],
      ['p50 ms', (x) => x.p50Ms],
      ['p99 ms', (x) => x.p99Ms],
      ['single read before the run, ms', (x) => x.firstMs ?? ''],
      ['non-2xx', (x) => x.non2xx],
      ['errors', (x) => x.errors],
    ]);
  }
  if (r.upload) {
    out += '\n## Uploads\n\n';
    out += table(
      [r.upload],
      Object.keys(r.upload).map((k) => [k, (x) => x[k]]),
    );
  }
  if (r.pageWeight) {
    out += '\n## JavaScript and CSS per route (bytes sent, gzipped)\n\n';
    out += table(r.pageWeight, [
      ['route', (x) => x.route],
      ['signed in', (x) => (x.signedIn ? 'yes' : 'no')],
      ['JS KB', (x) => x.jsKB],
      ['CSS KB (files)', (x) => x.cssKB],
      ['HTML KB (with inline styles)', (x) => x.htmlKB],
    ]);
  }
  if (r.lighthouse) out += `\n## Lighthouse (mobile)\n\n\`\`\`json\n${JSON.stringify(r.lighthouse, null, 1)}\n\`\`\`\n`;
  out += '\n## Targets\n\n';
  out += table(r.targets, [
    ['target', (x) => x.target],
    ['figure', (x) => x.figure],
    ['met', (x) => (x.met ? 'yes' : '**no**')],
  ]);
  return out;
}

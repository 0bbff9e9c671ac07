// Lighthouse (mobile, default simulated throttling) on every public page of the built app, in
// Debian's Chromium. Prints and writes the four category scores, LCP, TBT and CLS per page to
// bench/results/lighthouse.{json,md}. Run alone with `node bench/lighthouse.mjs` (after
// `npm run build`), or through `npm run bench -- lighthouse`.
//   FRONTEND_DIST_DIR=.dist-public  measure another frontend build folder (relative to frontend/)
//   CHROME_PATH=/usr/bin/chromium   the browser (else `chromium` on PATH)
//   LH_PAGES=/,/faq                 only these pages;  LH_RAW_DIR=/tmp/lh  also keep each full report there
//   LH_RESULTS_DIR=/tmp/lh-sum      write lighthouse.{json,md} there instead of bench/results
//   LH_RUNS=3                       runs of each page (every run must score: see the targets)
//   LH_BASELINE_DIST=.dist-before   also measure the same pages on another frontend build (say, a
//                                   build of an earlier commit) in the same run, and compare medians:
//                                   simulated throttling scales with the host CPU (see benchmarkIndex),
//                                   so only a same-run baseline tells a code change from a slower machine
//   LH_COLD_CACHE=1                 empty the browser's HTTP cache (cookies kept) before each signed-in
//                                   run: without it the first dashboard screen measured loads the portal's
//                                   scripts over the network and the later ones from the cache it filled
//   LH_SCRIPT_FREE=1                also measure a copy of the measured build whose prerendered pages
//                                   have their script tags removed (frontend/.dist-script-free), in the
//                                   same run: what the public pages would score as bare HTML, the yardstick
//                                   of the targets in docs/performance.md ("Public pages against their HTML")
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BACKEND_DIST, ROOT, startApp } from './lib/processes.mjs';

export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/blog',
  '/blog/1',
  '/blog/2',
  '/blog/3',
  '/blog/4',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
];
/** Measured signed in as the demo client (`npm run seed:demo` data), with targets of their own. */
export const DASHBOARD_PAGES = ['/dashboard', '/dashboard/documents', '/dashboard/payments', '/dashboard/employees'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Headless, no sandbox (root in a container), and nothing that tries to reach the (closed) network.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
  '--metrics-recording-only',
  '--disable-domain-reliability',
];

function chromePath() {
  return (
    process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim()
  );
}

function frontendDist(dir = process.env.FRONTEND_DIST_DIR) {
  return dir ? resolve(ROOT, 'frontend', dir) : undefined;
}

function summarise(path, lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  const audit = (id) => lhr.audits[id]?.numericValue;
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) =>
      c.auditRefs.map((ref) => lhr.audits[ref.id]).filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary'),
    )
    .map((a) => a.id);
  return {
    path,
    url: lhr.finalDisplayedUrl,
    scores,
    lcpMs: Math.round(audit('largest-contentful-paint') ?? NaN),
    fcpMs: Math.round(audit('first-contentful-paint') ?? NaN),
    tbtMs: Math.round(audit('total-blocking-time') ?? NaN),
    cls: +(audit('cumulative-layout-shift') ?? NaN).toFixed(3),
    // Lighthouse's measure of this host's CPU speed: simulated TBT grows as it falls.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    browser: /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment?.hostUserAgent ?? '')?.[0],
    failingAudits: [...new Set(failing)],
    // What the page logged as errors while loading (the best-practices audit "errors-in-console").
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((i) =>
      String(i.description ?? i.source ?? '').slice(0, 200),
    ),
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/** Creates the demo client in the app's data folder with the seed command and signs it in; returns the cookies. */
async function signInDemoClient(app) {
  const out = execFileSync(process.execPath, [join(BACKEND_DIST, 'cli/seed-demo.js')], {
    env: { ...process.env, DATA_DIR: app.dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', RESET_DEMO_PASSWORD: '1' },
    encoding: 'utf8',
  });
  const password = /Password:\s+(\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`The demo seed printed no password:\n${out}`);
  // On a loaded host the password hash can outlast the server's request timeout: try again.
  let res;
  for (let attempt = 1; ; attempt++) {
    try {
      res = await fetch(`${app.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password }),
      });
      break;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
  if (!res.ok) throw new Error(`Demo sign-in answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => {
    const [name, ...value] = c.split(';')[0].split('=');
    return { name, value: value.join('=') };
  });
}

/** Empties the browser's HTTP cache; the cookies stay (the signed-in runs skip Lighthouse's storage reset). */
async function emptyHttpCache(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Puts the session cookies in the browser's own cookie jar (an extra Cookie header is not enough:
 * the frontend reads the readable `signed_in` hint from document.cookie). Lighthouse then runs
 * those pages without clearing storage.
 */
async function giveBrowserCookies(port, siteUrl, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie(...cookies.map((c) => ({ ...c, url: siteUrl })));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function runLighthouse({ pages = PUBLIC_PAGES, dashboardPages = DASHBOARD_PAGES, distDir } = {}) {
  const dist = frontendDist(distDir);
  const app = await startApp(dist ? { FRONTEND_DIST: dist } : {});
  // The app server must never outlive this run. A browser that fails to start throws inside the
  // try below; chrome-launcher can also fail through an 'error' event nobody handles (a missing
  // binary), which ends the process without running any finally: 'exit' still comes, and stop()
  // sends its signal synchronously.
  const stopOnExit = () => void app.stop();
  process.once('exit', stopOnExit);
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
    const results = [];
    const site = app.base.replace('127.0.0.1', 'localhost');
    // Public pages first: each of their runs clears the site's storage, cookies included.
    let signedInYet = false;
    const runs = Number(process.env.LH_RUNS ?? 3);
    const order = [...pages, ...dashboardPages].flatMap((path) => Array.from({ length: runs }, (_, run) => ({ path, run: run + 1 })));
    for (const { path, run } of order) {
      // The site's own address (PUBLIC_URL), so the canonical links Lighthouse checks point at the page itself.
      const url = app.base.replace('127.0.0.1', 'localhost') + path;
      const signedIn = dashboardPages.includes(path);
      if (signedIn && !signedInYet) {
        await giveBrowserCookies(chrome.port, site, await signInDemoClient(app));
        signedInYet = true;
      }
      if (signedIn && process.env.LH_COLD_CACHE) await emptyHttpCache(chrome.port);
      let row;
      try {
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          ...(signedIn ? { disableStorageReset: true } : {}),
        });
        if (!runner?.lhr) throw new Error('no result');
        row = { ...summarise(path, runner.lhr), signedIn, run };
        if (process.env.LH_RAW_DIR)
          writeFileSync(join(process.env.LH_RAW_DIR, `${path.replace(/\W/g, '_') || 'home'}-${run}.json`), runner.report);
      } catch (err) {
        // A run that produced no score is a result too (the targets count it as a miss), not a reason to stop.
        row = { path, signedIn, run, scores: {}, failingAudits: [], consoleErrors: [], runtimeError: String(err?.message ?? err) };
      }
      results.push(row);
      console.log(
        `${path.padEnd(10)} #${run} perf ${row.scores.performance} a11y ${row.scores.accessibility} bp ${row.scores['best-practices']} seo ${row.scores.seo}` +
          ` LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls}${row.failingAudits.length ? `  failing: ${row.failingAudits.join(', ')}` : ''}` +
          `${row.runtimeError ? `  error: ${row.runtimeError}` : ''}`,
      );
    }
    return {
      date: new Date().toISOString(),
      lighthouse: runnerVersion(),
      build: distDir ?? process.env.FRONTEND_DIST_DIR ?? 'dist',
      formFactor: 'mobile',
      throttling: 'simulated (Lighthouse default: 4x CPU slowdown, slow 4G)',
      // Simulated timings scale with what the CPU does meanwhile: a busy machine inflates TBT.
      loadAverageAtEnd: loadavg().map((n) => +n.toFixed(2)),
      pages: results,
    };
  } finally {
    try {
      await chrome?.kill();
    } finally {
      process.off('exit', stopOnExit);
      await app.stop();
    }
  }
}

function runnerVersion() {
  return process.env.npm_package_devDependencies_lighthouse ?? 'lighthouse 12';
}

function toMarkdown(report) {
  const met = (r) =>
    !r.runtimeError &&
    r.consoleErrors.length === 0 &&
    (r.signedIn
      ? r.scores.performance >= 95 && r.scores.accessibility === 100 && r.scores['best-practices'] === 100 && r.lcpMs <= 1500
      : r.scores.performance >= 98 &&
        r.scores.accessibility === 100 &&
        r.scores['best-practices'] === 100 &&
        r.scores.seo === 100 &&
        r.lcpMs <= 1200);
  const hosts = [...new Set(report.pages.map((r) => r.browser).filter(Boolean))].map((browser) => {
    const indexes = report.pages.filter((r) => r.browser === browser).map((r) => r.benchmarkIndex);
    return `${browser}, benchmarkIndex ${Math.min(...indexes)}-${Math.max(...indexes)}`;
  });
  let md = `# Lighthouse, mobile (${report.date}), build \`${report.build}\`\n\nHost: ${hosts.join('; ') || 'no run scored'}.\nTargets, every run: public pages performance >= 98, the other categories 100, LCP <= 1.2 s; dashboard screens (demo client) performance >= 95, accessibility and best practices 100, LCP <= 1.5 s; no console error.\nLoad average at the end of the run: ${report.loadAverageAtEnd.join(' / ')} (1 / 5 / 15 min).\n\n`;
  md +=
    '| page | run | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | target met |\n|---|---|---|---|---|---|---|---|---|---|\n';
  for (const r of report.pages) {
    md += `| ${r.path} | ${r.run} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${met(r) ? 'yes' : `**no**${r.failingAudits.length ? ` (${r.failingAudits.join(', ')})` : ''}${r.runtimeError ? ` (${r.runtimeError})` : ''}`} |\n`;
  }
  return md;
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)];
};

/** Median performance and TBT per page, the baseline build beside the measured one. */
function comparisonMarkdown(baseline, current) {
  let md = `\n## Same-run comparison: \`${baseline.build}\` (baseline) vs \`${current.build}\`\n\n| page | performance | TBT (ms) | LCP (ms) |\n|---|---|---|---|\n`;
  for (const path of [...new Set(current.pages.map((r) => r.path))]) {
    const of = (report, key) =>
      median(report.pages.filter((r) => r.path === path).map((r) => (key === 'performance' ? r.scores.performance : r[key])));
    md += `| ${path} | ${of(baseline, 'performance')} → ${of(current, 'performance')} | ${of(baseline, 'tbtMs')} → ${of(current, 'tbtMs')} | ${of(baseline, 'lcpMs')} → ${of(current, 'lcpMs')} |\n`;
  }
  return md;
}

/**
 * A copy of the build whose prerendered pages load no script at all: the module script (the loader)
 * and any modulepreload hint removed, structured data kept. Returns its folder relative to frontend/.
 */
export function scriptFreeCopy(distDir) {
  const from = frontendDist(distDir) ?? resolve(ROOT, 'frontend/dist');
  const name = '.dist-script-free';
  const to = resolve(ROOT, 'frontend', name);
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const strip = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) strip(file);
      else if (entry.name.endsWith('.html'))
        writeFileSync(
          file,
          readFileSync(file, 'utf8')
            .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
            .replace(/<link rel="modulepreload"[^>]*>\s*/g, ''),
        );
    }
  };
  strip(join(to, 'pages'));
  return name;
}

/**
 * The fast loop's targets (docs/performance.md), from medians of one run: each public page within 2
 * performance points and 50 ms of TBT of its script-free copy; each dashboard screen's LCP within
 * 1.3x, and its TBT within 150 ms, of the public /about.
 */
function targetsMarkdown(current, scriptFree) {
  const of = (report, path, key) =>
    median(report.pages.filter((r) => r.path === path).map((r) => (key === 'performance' ? r.scores.performance : r[key])));
  const paths = [...new Set(current.pages.map((r) => r.path))];
  let md = '';
  if (scriptFree) {
    md += `\n## Public pages against their script-free copy (medians, same run)\n\n| page | performance (HTML only → product) | TBT ms (HTML only → product) | LCP ms (HTML only → product) | within 2 points and 50 ms |\n|---|---|---|---|---|\n`;
    for (const path of paths.filter((p) => !p.startsWith('/dashboard'))) {
      const [p0, p1, t0, t1] = [
        of(scriptFree, path, 'performance'),
        of(current, path, 'performance'),
        of(scriptFree, path, 'tbtMs'),
        of(current, path, 'tbtMs'),
      ];
      md += `| ${path} | ${p0} → ${p1} | ${t0} → ${t1} | ${of(scriptFree, path, 'lcpMs')} → ${of(current, path, 'lcpMs')} | ${p1 >= p0 - 2 && t1 <= t0 + 50 ? 'yes' : '**no**'} |\n`;
    }
  }
  const dashboards = paths.filter((p) => p.startsWith('/dashboard'));
  if (dashboards.length && paths.includes('/about')) {
    const [aboutLcp, aboutTbt] = [of(current, '/about', 'lcpMs'), of(current, '/about', 'tbtMs')];
    md += `\n## Dashboard screens against the public /about (medians, same run; /about: LCP ${aboutLcp} ms, TBT ${aboutTbt} ms)\n\n| screen | LCP ms (x /about) | TBT ms (+ over /about) | within 1.3x and 150 ms |\n|---|---|---|---|\n`;
    for (const path of dashboards) {
      const [lcp, tbt] = [of(current, path, 'lcpMs'), of(current, path, 'tbtMs')];
      md += `| ${path} | ${lcp} (${(lcp / aboutLcp).toFixed(2)}x) | ${tbt} (+${tbt - aboutTbt}) | ${lcp <= 1.3 * aboutLcp && tbt <= aboutTbt + 150 ? 'yes' : '**no**'} |\n`;
    }
  }
  return md;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const chosen = process.env.LH_PAGES?.split(',');
  const selection = chosen
    ? { pages: chosen.filter((p) => !p.startsWith('/dashboard')), dashboardPages: chosen.filter((p) => p.startsWith('/dashboard')) }
    : {};
  // With a baseline or the script-free copy, the builds take turns one round at a time (each round
  // one run of every page), so a spell of load on this shared host falls on all of them alike.
  const builds = [
    ...(process.env.LH_SCRIPT_FREE
      ? [
          {
            key: 'scriptFree',
            options: { pages: selection.pages ?? PUBLIC_PAGES, dashboardPages: [], distDir: scriptFreeCopy(process.env.FRONTEND_DIST_DIR) },
          },
        ]
      : []),
    ...(process.env.LH_BASELINE_DIST ? [{ key: 'baseline', options: { ...selection, distDir: process.env.LH_BASELINE_DIST } }] : []),
    { key: 'report', options: selection },
  ];
  const rounds = builds.length > 1 ? Number(process.env.LH_RUNS ?? 3) : 1;
  if (builds.length > 1) process.env.LH_RUNS = '1';
  const reports = {};
  for (let round = 1; round <= rounds; round++) {
    for (const { key, options } of builds) {
      const result = await runLighthouse(options);
      for (const row of result.pages) row.run = builds.length > 1 ? round : row.run;
      if (reports[key]) reports[key].pages.push(...result.pages);
      else reports[key] = result;
      reports[key].loadAverageAtEnd = result.loadAverageAtEnd;
    }
  }
  const { report, baseline, scriptFree } = reports;
  if (baseline) report.baseline = baseline;
  if (scriptFree) report.scriptFree = scriptFree;
  const dir = process.env.LH_RESULTS_DIR ? resolve(process.env.LH_RESULTS_DIR) : join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'lighthouse.json'), JSON.stringify(report, null, 2));
  const md =
    toMarkdown(report) +
    targetsMarkdown(report, scriptFree) +
    (baseline
      ? `${comparisonMarkdown(baseline, report)}\n${targetsMarkdown(baseline, scriptFree).replace(/\n## /g, '\n## Baseline: ')}\n${toMarkdown(baseline).replace(/^# /, '## Baseline: ')}`
      : '') +
    (scriptFree ? `\n${toMarkdown(scriptFree).replace(/^# /, '## Script-free copy: ')}` : '');
  writeFileSync(join(dir, 'lighthouse.md'), md);
  console.log(`\n${md}`);
}

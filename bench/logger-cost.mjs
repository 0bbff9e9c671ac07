// The request logger's cost on the minimal Nest route: the route alone and behind the app's
// logger, interleaved over a few rounds so a busy machine's drift falls on both alike. Besides
// requests per second (which on a shared machine measure the neighbours as much as the server),
// it reports the server's own CPU time per request, read from /proc over a fixed number of
// requests: that figure holds when other work competes for the cores.
// `npm run bench -- logger` (or `node bench/logger-cost.mjs`).
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';
import { cpuSeconds, startBaseline } from './lib/processes.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
async function measure(url, pid) {
  // Warm up (JIT, connection setup) before the counted requests.
  await autocannon({ url, connections: 10, amount: 2000 });
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections: 10, amount: REQUESTS, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    cpuUsPerRequest: Math.round((cpu * 1e6) / result.requests.total),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Variants: name, server script and its environment. */
const VARIANTS = [
  { route: 'minimal-nest', server: 'minimal-nest', env: {} },
  { route: 'minimal-nest + logger', server: 'minimal-nest', env: { LAYERS: 'logger' } },
  ...(process.env.BENCH_EXTRA_VARIANTS ? JSON.parse(process.env.BENCH_EXTRA_VARIANTS) : []),
];

export async function loggerCost() {
  const runs = new Map(VARIANTS.map((v) => [v.route, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const v of round % 2 ? [...VARIANTS].reverse() : VARIANTS) {
      const server = await startBaseline(v.server, v.env);
      runs.get(v.route).push(await measure(server.url, server.pid));
      await server.stop();
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return VARIANTS.map((v) => {
    const rs = runs.get(v.route);
    return {
      group: 'logger',
      route: v.route,
      connections: 10,
      requestsPerSec: median(rs.map((r) => r.requestsPerSec)),
      p99Ms: median(rs.map((r) => r.p99Ms)),
      cpuUsPerRequest: median(rs.map((r) => r.cpuUsPerRequest)),
      errors: rs.reduce((n, r) => n + r.errors, 0),
      rounds: rs.map((r) => `${r.requestsPerSec} req/s, ${r.cpuUsPerRequest} µs`),
    };
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await loggerCost();
  const [base] = rows;
  for (const r of rows)
    console.log(
      `${r.route}: ${r.cpuUsPerRequest} µs CPU per request (${((r.cpuUsPerRequest / base.cpuUsPerRequest - 1) * 100).toFixed(1)}% more), ` +
        `${r.requestsPerSec} req/s (${((1 - r.requestsPerSec / base.requestsPerSec) * 100).toFixed(1)}% less); rounds: ${r.rounds.join('; ')}`,
    );
}

// Two backend builds side by side: the server CPU time each spends per answer on the signed-in
// lists, with their loads interleaved (this build, then the other, then the other way round, for
// BENCH_ROUNDS rounds), so a host whose speed drifts during the run slows both alike. A change's
// cost or saving shows here when the whole benchmark's baselines move more than the change does.
//   BENCH_BEFORE_DIST=backend/.dist-before node bench/compare-builds.mjs
import { resolve } from 'node:path';
import { loadWithCpu } from './lib/load.mjs';
import { BACKEND_DIST, ROOT, startApp } from './lib/processes.mjs';
import { signedInListsClient } from './lib/seed.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (!process.env.BENCH_BEFORE_DIST) {
  console.error('Set BENCH_BEFORE_DIST to the other backend build (a folder inside backend/, say backend/.dist-before).');
  process.exit(2);
}
const builds = [
  { name: 'this build', dist: BACKEND_DIST },
  { name: 'other build', dist: resolve(ROOT, process.env.BENCH_BEFORE_DIST) },
];
const ROUTES = [
  { route: 'GET /api/documents (200 documents)', path: '/api/documents' },
  { route: 'GET /api/payments (24 payments)', path: '/api/payments' },
  { route: 'GET /api/employees (20 employees)', path: '/api/employees' },
];

/** One signed-in client with the lists the API benchmark reads, made the same way. */
async function prepare(build) {
  const app = await startApp({}, { dist: build.dist });
  const client = await signedInListsClient(app, 'compare');
  return { ...build, app, headers: { cookie: client.cookie } };
}

const servers = [];
try {
  for (const build of builds) servers.push(await prepare(build));
  const totals = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const { route, path } of ROUTES) {
      for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
        const row = await loadWithCpu(server.app.pid, {
          url: server.app.base + path,
          headers: server.headers,
          connections: CONNECTIONS,
          duration: DURATION,
        });
        const key = `${route}|${server.name}`;
        const total = totals.get(key) ?? { cpuMs: 0, answers: 0, non2xx: 0 };
        total.cpuMs += row.cpuMsPerRequest * row.answers;
        total.answers += row.answers;
        total.non2xx += row.non2xx;
        totals.set(key, total);
      }
    }
  }
  console.log(`\n## Two builds side by side (${ROUNDS} rounds of ${DURATION} s at ${CONNECTIONS} connections, interleaved)\n`);
  console.log(`this build: ${builds[0].dist}; other build: ${builds[1].dist}\n`);
  console.log(
    '| route | other build, CPU ms per answer | this build, CPU ms per answer | this / other | answers (other; this) | non-2xx |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const { route } of ROUTES) {
    const [mine, other] = builds.map((b) => totals.get(`${route}|${b.name}`));
    const per = (t) => t.cpuMs / t.answers;
    console.log(
      `| ${route} | ${per(other).toFixed(3)} | ${per(mine).toFixed(3)} | ${(per(mine) / per(other)).toFixed(2)}x | ${other.answers}; ${mine.answers} | ${other.non2xx + mine.non2xx} |`,
    );
  }
} finally {
  for (const server of servers) await server.app.stop();
}

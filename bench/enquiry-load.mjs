// Enquiries under load: POST /api/waitlist (the enquiry row, two outbox rows, the per-IP counter)
// beside GET /api/services (a cached public read) on the same instance in the same run, at 10 and
// 100 connections. `npm run bench -- enquiry` runs it alone.
import { pathToFileURL } from 'node:url';
import { enquiryRequest } from './lib/enquiry.mjs';
import { load } from './lib/load.mjs';
import { cpuSeconds, startApp } from './lib/processes.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);

/** Quiet time after a run, counted in its CPU: the outbox worker sends the run's mails then. */
const SETTLE_MS = 3000;

export async function enquiryLoad(extraEnv = {}) {
  const rows = [];
  const app = await startApp(extraEnv);
  // The server's own CPU time per answer (all its threads, over the run and the quiet time after
  // it, so an enquiry's mails are paid for too): unlike req/s and latency, it hardly moves when
  // other work shares the machine.
  const measured = async (options) => {
    const before = cpuSeconds(app.pid);
    const row = await load(options);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const cpuMs = (cpuSeconds(app.pid) - before) * 1000;
    return { ...row, cpuMsPerRequest: row.answers > 0 ? Number((cpuMs / row.answers).toFixed(2)) : null };
  };
  try {
    for (const connections of [10, 100]) {
      rows.push({
        group: 'enquiry',
        route: 'GET /api/services',
        ...(await measured({ url: `${app.base}/api/services`, connections, duration: DURATION })),
      });
      rows.push({
        group: 'enquiry',
        route: 'POST /api/waitlist',
        ...(await measured({ ...(await enquiryRequest(app.base)), connections, duration: DURATION })),
      });
    }
  } finally {
    await app.stop();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await enquiryLoad());
}

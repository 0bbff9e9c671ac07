// Enquiries under load: POST /api/waitlist (the enquiry row, two outbox rows, the per-IP counter)
// beside GET /api/services (a cached public read) on the same instance in the same run, at 10 and
// 100 connections. `npm run bench -- enquiry` runs it alone.
import { pathToFileURL } from 'node:url';
import { enquiryRequest } from './lib/enquiry.mjs';
import { loadWithCpu } from './lib/load.mjs';
import { startApp } from './lib/processes.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);

/** Quiet time after a run, counted in its CPU: the outbox worker sends the run's mails then. */
const SETTLE_MS = 3000;

export async function enquiryLoad(extraEnv = {}) {
  const rows = [];
  const app = await startApp(extraEnv);
  // The server's own CPU time per answer, over the run and the quiet time after it, so an
  // enquiry's mails (sent by the outbox worker then) are paid for too.
  const measured = (options) => loadWithCpu(app.pid, options, { settleMs: SETTLE_MS });
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

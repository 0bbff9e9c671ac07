// Enquiries under load: POST /api/waitlist (the enquiry row, two outbox rows, the per-IP counter)
// beside GET /api/services (a cached public read) on the same instance in the same run, at 10 and
// 100 connections. `npm run bench -- enquiry` runs it alone.
import { pathToFileURL } from 'node:url';
import { enquiryRequest } from './lib/enquiry.mjs';
import { load } from './lib/load.mjs';
import { startApp } from './lib/processes.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);

export async function enquiryLoad(extraEnv = {}) {
  const rows = [];
  const app = await startApp(extraEnv);
  try {
    for (const connections of [10, 100]) {
      rows.push({
        group: 'enquiry',
        route: 'GET /api/services',
        ...(await load({ url: `${app.base}/api/services`, connections, duration: DURATION })),
      });
      rows.push({
        group: 'enquiry',
        route: 'POST /api/waitlist',
        ...(await load({ ...(await enquiryRequest(app.base)), connections, duration: DURATION })),
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

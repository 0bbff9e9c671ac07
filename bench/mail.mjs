// Mail: POST /api/waitlist writes the enquiry and its two outbox rows in one transaction. Measured
// with the delivery worker off on the instance (the request's own cost) beside the worker on and
// delivering every message as an .eml file in the same process, at 10 connections. The request
// only inserts rows either way; the worker competes for the same two cores.
import { pathToFileURL } from 'node:url';
import { enquiryRequest } from './lib/enquiry.mjs';
import { load } from './lib/load.mjs';
import { startApp } from './lib/processes.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);

export async function mailBench() {
  const rows = [];
  for (const [label, env] of [
    ['worker off (rows queued only)', { MAIL_WORKER: 'false' }],
    ['worker on (.eml delivery in process)', { MAIL_WORKER: 'true', MAIL_POLL_INTERVAL_MS: '200' }],
  ]) {
    const app = await startApp(env);
    try {
      const r = await load({ ...(await enquiryRequest(app.base, 'Mail bench')), connections: 10, duration: DURATION });
      rows.push({ group: 'mail', route: `POST /api/waitlist, ${label}`, ...r });
    } finally {
      await app.stop();
    }
  }
  const [off, on] = rows;
  if (off?.requestsPerSec && on?.requestsPerSec) {
    rows.push({ group: 'mail', route: 'worker on / worker off', ratio: Number((on.requestsPerSec / off.requestsPerSec).toFixed(3)) });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.table(await mailBench());
}

// The compliance calendar at a firm's scale (docs/compliance.md): 500 client businesses with full
// tax profiles. Reports, beside the minimal Nest route measured in the same run:
//   - generating twelve months of obligations for all of them (the first staff read of the year);
//   - the staff firm-wide calendar for a quarter, p50/p99 at 10 connections (steady state);
//   - the same with a filter (overdue only) and for one client.
import { load } from './lib/load.mjs';
import { startApp, startBaseline } from './lib/processes.mjs';
import { openDatabase } from './lib/seed.mjs';
import { signInAdmin } from './lib/staff.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 500);

export async function complianceBench() {
  const rows = [];
  const baseline = await startBaseline('minimal-nest', { LAYERS: 'helmet,compression,logger' });
  rows.push({
    route: 'minimal-nest + helmet + compression + logger',
    ...(await load({ url: baseline.url, connections: 10, duration: DURATION })),
  });
  await baseline.stop();

  const app = await startApp();
  try {
    seedBusinesses(app.dataDir, BUSINESSES);
    const admin = await signInAdmin(app);
    const headers = { cookie: admin.cookie };
    const today = new Date().toISOString().slice(0, 10);
    const yearAhead = new Date(Date.now() + 364 * 86_400_000).toISOString().slice(0, 10);

    // Twelve months for every business: the first read makes the rows (the rules applied to all).
    const started = performance.now();
    const first = await admin.request(`/api/staff/compliance?from=${today}&to=${yearAhead}&limit=1`);
    const generateMs = Math.round(performance.now() - started);
    const again = performance.now();
    await admin.request(`/api/staff/compliance?from=${today}&to=${yearAhead}&limit=1`);
    const steadyYearMs = Math.round(performance.now() - again);
    const summary = { businesses: BUSINESSES, obligationsInTwelveMonths: first.total, generateMs, sameWindowAgainMs: steadyYearMs };

    const quarterEnd = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    for (const r of [
      { route: `GET /api/staff/compliance (quarter, ${BUSINESSES} clients, 25 a page)`, query: `from=${today}&to=${quarterEnd}` },
      { route: 'GET /api/staff/compliance (quarter, overdue only)', query: `from=${today}&to=${quarterEnd}&overdue=true` },
      { route: 'GET /api/staff/compliance (quarter, one client)', query: `from=${today}&to=${quarterEnd}&clientId=1` },
    ]) {
      rows.push({
        route: r.route,
        ...(await load({ url: `${app.base}/api/staff/compliance?${r.query}`, headers, connections: 10, duration: DURATION })),
      });
    }
    return { summary, rows };
  } finally {
    await app.stop();
  }
}

/** Businesses with every kind of profile: VAT categories A–F or none, employers, companies, provisional taxpayers. */
function seedBusinesses(dataDir, count) {
  const db = openDatabase(dataDir);
  const insert = db.prepare(
    `INSERT INTO client_businesses (name, nameFromOwner, vatCategory, vatFilingChannel, financialYearEndMonth, payeReference,
       companyRegistrationNumber, incorporationDate, provisionalTaxpayer, coidaRegistered)
     VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const categories = ['A', 'B', 'C', 'D', 'E', 'F', null];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const company = i % 3 !== 0;
      insert.run(
        `Bench Business ${String(i + 1).padStart(3, '0')} (Pty) Ltd`,
        categories[i % categories.length],
        i % 5 === 0 ? 'manual' : 'efiling',
        (i % 12) + 1,
        i % 2 === 0 ? `7${String(100000000 + i).slice(-9)}` : null,
        company ? `20${String(10 + (i % 15)).padStart(2, '0')}/${String(100000 + i).slice(-6)}/07` : null,
        company ? `20${String(10 + (i % 15)).padStart(2, '0')}-${String((i % 12) + 1).padStart(2, '0')}-15` : null,
        company || i % 4 === 0 ? 1 : 0,
        i % 2 === 0 ? 1 : 0,
      );
    }
  })();
  db.close();
}

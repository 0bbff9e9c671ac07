// API load: signed-in list routes and public routes against a bare node:http server and a minimal
// Nest route measured in the same run, at 10 and 100 connections.
import { Client } from './lib/client.mjs';
import { enquiryRequest } from './lib/enquiry.mjs';
import { loadWithCpu } from './lib/load.mjs';
import { startApp, startBaseline } from './lib/processes.mjs';
import { insertDocuments, insertEmployees, insertPayments, openDatabase, signedInListsClient } from './lib/seed.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);

export async function apiLoad() {
  const rows = [];
  for (const name of ['bare-http', 'minimal-nest']) {
    const server = await startBaseline(name);
    for (const connections of [10, 100]) {
      rows.push({
        group: 'baseline',
        route: name,
        ...(await loadWithCpu(server.pid, { url: server.url, connections, duration: DURATION })),
      });
    }
    await server.stop();
  }
  // What the middleware every request of the app passes through costs, on the minimal Nest route.
  // The three layers together are also run at 100 connections: the signed-in lists' p99 target
  // compares with that.
  for (const layers of ['helmet', 'compression', 'logger', 'helmet,compression,logger']) {
    const server = await startBaseline('minimal-nest', { LAYERS: layers });
    for (const connections of layers.includes(',') ? [10, 100] : [10]) {
      rows.push({
        group: 'layers',
        route: `minimal-nest + ${layers.replaceAll(',', ' + ')}`,
        ...(await loadWithCpu(server.pid, { url: server.url, connections, duration: DURATION })),
      });
    }
    await server.stop();
  }

  const app = await startApp();
  try {
    const client = await signedInListsClient(app, 'bench');

    const headers = { cookie: client.cookie };
    const routes = [
      { route: 'GET /api/services', url: `${app.base}/api/services` },
      { route: 'GET /api/documents (200 documents)', url: `${app.base}/api/documents`, headers, signedIn: true },
      { route: 'GET /api/payments (24 payments)', url: `${app.base}/api/payments`, headers, signedIn: true },
      { route: 'GET /api/employees (20 employees)', url: `${app.base}/api/employees`, headers, signedIn: true },
      { route: 'POST /api/waitlist', enquiry: true },
    ];
    for (const r of routes) {
      for (const connections of [10, 100]) {
        // Each enquiry run answers questions of its own: a question is used once.
        const options = r.enquiry ? { ...r, ...(await enquiryRequest(app.base)) } : r;
        rows.push({
          group: 'app',
          route: r.route,
          signedIn: Boolean(r.signedIn),
          ...(await loadWithCpu(app.pid, { ...options, connections, duration: DURATION })),
        });
      }
    }

    // Scale: one client with 10,000 documents and 1,000 employees.
    const db = openDatabase(app.dataDir);
    const big = new Client(app.base);
    const bigUser = await big.register('bench-scale');
    insertDocuments(db, bigUser.id, 10_000);
    insertEmployees(db, bigUser.id, 1_000);
    insertPayments(db, bigUser.id, 120);
    db.close();
    for (const r of [
      { route: 'GET /api/documents (10,000 documents)', path: '/api/documents' },
      { route: 'GET /api/employees (1,000 employees)', path: '/api/employees' },
      { route: 'GET /api/payments (120 payments)', path: '/api/payments' },
    ]) {
      rows.push({
        group: 'scale',
        route: r.route,
        signedIn: true,
        ...(await loadWithCpu(app.pid, { url: app.base + r.path, headers: { cookie: big.cookie }, connections: 10, duration: DURATION })),
      });
    }
  } finally {
    await app.stop();
  }
  return rows;
}

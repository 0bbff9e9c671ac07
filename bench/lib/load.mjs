// One autocannon run, reduced to the figures the report needs.
import autocannon from 'autocannon';
import { cpuSeconds } from './processes.mjs';

/**
 * Every request says what a browser says: that it takes gzip. The app then sends the compressed
 * body (a 200-document list is about 75 KB of JSON and 10 KB gzipped), as it does for every real
 * client; the baselines answer a few bytes and ignore the header.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export async function load({ url, method = 'GET', headers = {}, body, nextBody, connections = 10, duration = 8 }) {
  const allHeaders = { ...BROWSER_HEADERS, ...headers };
  // The first read after a change fills the server's list cache; it is timed on its own here, so
  // the run below measures the steady state a client meets when nothing changed.
  let firstMs = null;
  if (method === 'GET') {
    const start = performance.now();
    const res = await fetch(url, { headers: allHeaders });
    await res.arrayBuffer();
    firstMs = Math.round(performance.now() - start);
  }
  // nextBody: a new body for every request (a single-use value in it), instead of one fixed body.
  const requests = nextBody ? [{ method, setupRequest: (req) => ({ ...req, body: nextBody() }) }] : undefined;
  const run = autocannon({ url, method, headers: allHeaders, body, requests, connections, duration, pipelining: 1 });
  // Each answer with the time it came, to tell the start of the run from its steady state: Node
  // (libuv 1.45 and later) accepts one new connection per turn of its event loop, so on a busy
  // server the last of 100 fresh connections waits for 99 turns, each as long as the answers
  // served in it (docs/performance.md, "The connection ramp").
  const started = performance.now();
  const answers = [];
  const answered = new Set();
  let allAnsweredAt = null;
  run.on('response', (client, _status, _bytes, latencyMs) => {
    const at = performance.now() - started;
    answers.push([at - latencyMs, latencyMs]);
    if (allAnsweredAt === null && !answered.has(client)) {
      answered.add(client);
      if (answered.size === connections) allAnsweredAt = at;
    }
  });
  const result = await run;
  const steady = allAnsweredAt === null ? [] : answers.filter(([sentAt]) => sentAt >= allAnsweredAt).map(([, ms]) => ms);
  return {
    connections,
    requestsPerSec: Math.round(result.requests.average),
    answers: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // Only requests sent once every connection had its first answer; null if that never happened in the run.
    p99SteadyMs:
      steady.length >= 100
        ? Math.round(
            percentile(
              steady.sort((a, b) => a - b),
              99,
            ),
          )
        : null,
    allConnectedMs: allAnsweredAt === null ? null : Math.round(allAnsweredAt),
    firstMs,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The p-th percentile (nearest rank) of values sorted in ascending order; NaN for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A load with the server's own CPU time per answer beside it (all its threads, over the run and
 * `settleMs` of quiet after it, for work a request leaves behind, such as an enquiry's mails): req/s
 * and latency measure the neighbours on a shared machine as much as the server; CPU time per
 * answer hardly moves with them, so two builds compare by it (docs/performance.md).
 */
export async function loadWithCpu(pid, options, { settleMs = 0 } = {}) {
  const before = cpuSeconds(pid);
  const row = await load(options);
  if (settleMs > 0) await new Promise((r) => setTimeout(r, settleMs));
  const cpuMs = (cpuSeconds(pid) - before) * 1000;
  return { ...row, cpuMsPerRequest: row.answers > 0 ? Number((cpuMs / row.answers).toFixed(3)) : null };
}

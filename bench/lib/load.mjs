// One autocannon run, reduced to the figures the report needs.
import autocannon from 'autocannon';

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
  const result = await autocannon({ url, method, headers: allHeaders, body, requests, connections, duration, pipelining: 1 });
  return {
    connections,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    firstMs,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// One autocannon run, reduced to the figures the report needs.
import autocannon from 'autocannon';

export async function load({ url, method = 'GET', headers = {}, body, connections = 10, duration = 8 }) {
  const result = await autocannon({ url, method, headers, body, connections, duration, pipelining: 1 });
  return {
    connections,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

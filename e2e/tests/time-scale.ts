import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The suites' time limits (a test's, an expectation's, a mail's arrival) were set on a host where
 * every test passes with room to spare, and the machines CI runs on differ several-fold in speed
 * from day to day: every limit is multiplied by how much slower this host is
 * (scripts/host-slowness.mjs, measured once when the runner loads the configuration; the workers
 * inherit TEST_TIME_SCALE, which also chooses the factor when set). A fast host keeps the limits
 * as written, so a hang still fails quickly. What a test asserts is never scaled.
 * See docs/testing-and-benchmarks.md, "Time limits on a slow host".
 */
if (!process.env.TEST_TIME_SCALE) {
  process.env.TEST_TIME_SCALE = execFileSync(process.execPath, [resolve(__dirname, '../../scripts/host-slowness.mjs')], {
    encoding: 'utf8',
  }).trim();
  console.log(`Browser suites: time limits x${process.env.TEST_TIME_SCALE} for this host's speed (TEST_TIME_SCALE to choose).`);
}

export const TIME_SCALE = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

/** A time limit of `ms` on the reference host, on this one. */
export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);

/**
 * How much slower this host is than the one the API suites' time limits were set on: measured by
 * jest-e2e.config.js (scripts/host-slowness.mjs) and inherited by the workers as TEST_TIME_SCALE.
 * Limits only: what a test asserts is never scaled (docs/testing-and-benchmarks.md, "Time limits on
 * a slow host").
 */
export const TIME_SCALE = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

/** A time limit of `ms` on the reference host, on this one. */
export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);

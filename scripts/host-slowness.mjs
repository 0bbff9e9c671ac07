// Prints how much slower this host runs than the one the test suites' time limits were set on: a
// fixed piece of work, timed, against its time there; between 1 and 4, one decimal. The API and
// browser suites multiply their time limits by it (docs/testing-and-benchmarks.md, "Time limits
// on a slow host"); TEST_TIME_SCALE, when set, is used instead of measuring.

/** The fixed work's time, in ms, on the host the limits were set on. */
const REFERENCE_MS = 100;
const MAX_SCALE = 4;

const started = process.hrtime.bigint();
let x = 0;
for (let i = 0; i < 50_000_000; i++) x = (x + i) | 0;
// x is used (a nanosecond at most), so the loop cannot be optimised away.
const ms = Number(process.hrtime.bigint() - started) / 1e6 + (x % 2) * 1e-6;
console.log(String(Math.min(MAX_SCALE, Math.max(1, Math.round((ms / REFERENCE_MS) * 10) / 10))));

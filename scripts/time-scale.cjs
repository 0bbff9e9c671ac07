// The test suites' time limits grow with this host's slowness: one home for the factor, used by
// the API suites' Jest configuration and helpers and by the browser suites' Playwright
// configuration and tests (docs/testing-and-benchmarks.md, "Time limits on a slow host").
const { execFileSync } = require('node:child_process');
const { resolve } = require('node:path');

/**
 * The factor, 1 to 4: TEST_TIME_SCALE when set; otherwise host-slowness.mjs measures it once, says
 * so under `suites`' name, and leaves it in TEST_TIME_SCALE, which the runner's workers inherit.
 */
function timeScale(suites) {
  if (!process.env.TEST_TIME_SCALE) {
    process.env.TEST_TIME_SCALE = execFileSync(process.execPath, [resolve(__dirname, 'host-slowness.mjs')], { encoding: 'utf8' }).trim();
    console.log(`${suites}: time limits x${process.env.TEST_TIME_SCALE} for this host's speed (TEST_TIME_SCALE to choose).`);
  }
  return Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);
}

/**
 * `scaled(ms)` for `suites`: a limit set on the reference host, on this one. Limits only: what a
 * test asserts about time is never scaled.
 */
function scaler(suites) {
  const factor = timeScale(suites);
  return (ms) => Math.round(ms * factor);
}

module.exports = { scaler };

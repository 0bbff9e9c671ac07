import { scaler } from '../../scripts/time-scale.cjs';

/**
 * The suites' time limits (a test's, an expectation's, a mail's arrival) were set on a host where
 * every test passes with room to spare, and the machines CI runs on differ several-fold in speed
 * from day to day: every limit is multiplied by how much slower this host is, measured once when
 * the runner loads the configuration (scripts/time-scale.cjs; the workers inherit
 * TEST_TIME_SCALE, which also chooses the factor when set). A fast host keeps the limits as
 * written, so a hang still fails quickly. What a test asserts is never scaled.
 * See docs/testing-and-benchmarks.md, "Time limits on a slow host".
 */
export const scaled = scaler('Browser suites');

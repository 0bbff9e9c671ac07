import { scaler } from '../../../scripts/time-scale.cjs';

/**
 * A time limit of `ms` on the reference host, on this one: the factor measured by
 * jest-e2e.config.js and inherited by the workers as TEST_TIME_SCALE (scripts/time-scale.cjs).
 * Limits only: what a test asserts is never scaled (docs/testing-and-benchmarks.md, "Time limits
 * on a slow host").
 */
export const scaled = scaler('API suites');

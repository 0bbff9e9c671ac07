/**
 * The MySQL database of one Jest worker: parallel test files never share tables. Idempotent, as
 * the environment may already name the worker's database.
 */
export function workerDatabase(base: string, workerId: string | number): string {
  const suffix = `_w${workerId}`;
  return base.endsWith(suffix) ? base : `${base}${suffix}`;
}

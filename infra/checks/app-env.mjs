// The environment variables the server reads, taken from its own configuration loader, so the
// deployment files can be checked against the code rather than against a list kept by hand.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONFIG_SOURCE = fileURLToPath(new URL('../../backend/src/config/app-config.ts', import.meta.url));

/** Names read through the EnvReader (read.string('X'), read.integer('X', ...)) or env.X directly. */
export function appEnvNames() {
  const src = readFileSync(CONFIG_SOURCE, 'utf8');
  const names = new Set();
  for (const m of src.matchAll(/read\.\w+\(\s*'([A-Z][A-Z0-9_]*)'/g)) names.add(m[1]);
  for (const m of src.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]);
  // Sanity: if the loader's style changes and nothing is found, fail loudly instead of passing.
  for (const core of ['DB_TYPE', 'STORAGE_DRIVER', 'SESSION_SECRET', 'S3_BUCKET', 'PORT']) {
    if (!names.has(core)) throw new Error(`could not find ${core} in ${CONFIG_SOURCE}; update infra/checks/app-env.mjs`);
  }
  return names;
}

/** Problems for every variable the server would silently ignore (a typo or a stale name). */
export function unknownVariables(where, keys) {
  const known = appEnvNames();
  return [...keys].filter((k) => !known.has(k)).map((k) => `${where}: ${k} is not read by the server (backend/src/config/app-config.ts)`);
}

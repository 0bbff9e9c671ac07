// `npm start`: builds only when a source changed since the last build. The stamp is a hash of
// every file of the source trees and the lockfile (docs/performance.md, "Start-up"); it is kept in
// backend/dist, so removing a build removes its stamp too. BUILD=always forces a build.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** What a build reads: the three packages' sources and settings, and the exact dependency versions. */
const INPUTS = [
  'package-lock.json',
  'packages/shared/package.json',
  'packages/shared/src',
  'packages/shared/tsconfig.json',
  'packages/shared/tsconfig.build.json',
  'backend/package.json',
  'backend/src',
  'backend/tsconfig.json',
  'backend/tsconfig.build.json',
  'frontend/package.json',
  'frontend/index.html',
  'frontend/public',
  'frontend/scripts',
  'frontend/src',
  'frontend/tsconfig.json',
  'frontend/vite.config.ts',
];
const STAMP = join(ROOT, 'backend/dist/.build-stamp');
const OUTPUTS = [
  'packages/shared/dist/index.js',
  'backend/dist/main.js',
  join('frontend', process.env.FRONTEND_DIST_DIR ?? 'dist', 'route-manifest.json'),
];

function addTree(hash, path) {
  const full = join(ROOT, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) addTree(hash, join(path, name));
    return;
  }
  hash.update(`${path}\0`);
  hash.update(readFileSync(full));
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const path of INPUTS) addTree(hash, path);
  return hash.digest('hex');
}

if (process.argv.includes('--print-hash')) {
  console.log(sourceHash());
  process.exit(0);
}

const started = performance.now();
const current = sourceHash();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
const outputsThere = OUTPUTS.every((p) => existsSync(resolve(ROOT, p)));
if (process.env.BUILD !== 'always' && built === current && outputsThere) {
  console.log(`Build is up to date (sources unchanged since the last build; checked in ${Math.round(performance.now() - started)} ms).`);
} else {
  console.log(
    !built
      ? 'No build yet: building...'
      : built !== current
        ? 'Sources changed since the last build: building...'
        : 'The build is incomplete: building...',
  );
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  writeFileSync(STAMP, `${current}\n`);
}

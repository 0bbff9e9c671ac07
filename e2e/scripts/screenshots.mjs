// Takes the screenshot set (e2e/tests/screenshots.spec.ts: every public page, dashboard screen and
// staff screen at 1280 px and on a 375 px phone, and the journey screens listed in RUNS) and writes
// compact WebP copies, named by screen and width, to docs/screenshots, where a reviewer can open
// them without running anything.
//   node e2e/scripts/screenshots.mjs            (after `npm run build`)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * What fills docs/screenshots, all of it: the folder is emptied first, so a screen that is gone
 * leaves no stale picture, and every shot the docs name must come from a run listed here: the set,
 * then the journeys tagged `@shots`, whose screens only exist part-way through (the People screen
 * and the invitation page that docs/client-businesses.md names), at both widths.
 */
const RUNS = [['tests/screenshots.spec.ts'], ['--grep', '@shots']];

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const raw = mkdtempSync(join(tmpdir(), 'shots-'));
const out = join(root, 'docs/screenshots');
try {
  for (const args of RUNS) {
    execFileSync('npx', ['playwright', 'test', ...args], {
      cwd: join(root, 'e2e'),
      stdio: 'inherit',
      env: { ...process.env, SHOTS_DIR: raw },
    });
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const files = readdirSync(raw).filter((f) => f.endsWith('.png'));
  for (const file of files) {
    // Phone shots are taken at the device's pixel ratio; half a desktop's width keeps them legible.
    const width = file.endsWith('-375.png') ? 500 : 1000;
    await sharp(join(raw, file), { limitInputPixels: false })
      // WebP stops at 16,383 px a side: the longest pages are scaled a little further down.
      .resize({ width, height: 16_000, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 55 })
      .toFile(join(out, file.replace(/\.png$/, '.webp')));
  }
  console.log(`${files.length} screenshots in ${out}`);
} finally {
  rmSync(raw, { recursive: true, force: true });
}

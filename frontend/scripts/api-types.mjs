// Generates frontend/src/api-types/schema.d.ts from the backend's OpenAPI document.
//   node frontend/scripts/api-types.mjs          write the module
//   node frontend/scripts/api-types.mjs --check  exit 1 when the checked-in module is stale
// The document comes from backend/dist/cli/openapi.js (build the backend first: the root scripts
// `npm run api:types` and `npm run api:types:check` do). Output is deterministic: the document's
// keys are sorted, openapi-typescript alphabetizes, prettier formats, and nothing carries a date.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = resolve(root, 'backend/dist/cli/openapi.js');
const target = resolve(root, 'frontend/src/api-types/schema.d.ts');
const check = process.argv.includes('--check');

if (!existsSync(cli)) {
  console.error(`${relative(root, cli)} is missing: build the backend first (npm run build -w backend).`);
  process.exit(1);
}

const document = JSON.parse(execFileSync(process.execPath, [cli], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
const ast = await openapiTS(document, { alphabetize: true });
const header = [
  '/**',
  ' * Generated from the backend OpenAPI document by `npm run api:types`. Do not edit by hand:',
  ' * change the backend DTOs and controllers, then regenerate.',
  ' */',
  '',
].join('\n');
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
const source = await prettier.format(header + astToString(ast), options);

const shown = relative(root, target);
if (check) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== source) {
    console.error(`${shown} is out of date with the backend's OpenAPI document.\n` + 'Run `npm run api:types` and commit the result.');
    process.exit(1);
  }
  console.log(`${shown} is current.`);
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, source);
  console.log(`Wrote ${shown}.`);
}

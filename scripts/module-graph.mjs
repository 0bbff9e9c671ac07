#!/usr/bin/env node
/**
 * Draws the backend's folder graph from the code (dependency-cruiser) into docs/architecture.md and
 * checks it against the layers of backend/layers.mjs.
 *
 *   node scripts/module-graph.mjs           rewrite the drawing in docs/architecture.md
 *   node scripts/module-graph.mjs --check   fail when the drawing is stale, a folder is in an import
 *                                           cycle, an import goes up the layers, or a folder has no layer
 */
import { cruise } from 'dependency-cruiser';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BACKEND_LAYERS, allowedImports } from '../backend/layers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = `${ROOT}docs/architecture.md`;
const START = '<!-- module-graph:start (made by scripts/module-graph.mjs; do not edit by hand) -->';
const END = '<!-- module-graph:end -->';
const check = process.argv.includes('--check');

process.chdir(ROOT);
const { output } = await cruise(['backend/src'], {
  exclude: { path: '\\.spec\\.ts$' },
  doNotFollow: { path: 'node_modules' },
  // Type-only imports count: a type from a higher layer ties the folders together as much as a value.
  tsPreCompilationDeps: true,
  collapse: '^backend/src/[^/]+',
});

const folderOf = (path) => (path.startsWith('backend/src/') ? path.slice('backend/src/'.length).split('/')[0] : null);
/** @type {Map<string, Set<string>>} */
const edges = new Map();
for (const mod of output.modules) {
  const from = folderOf(mod.source);
  if (!from) continue;
  if (!edges.has(from)) edges.set(from, new Set());
  for (const dep of mod.dependencies) {
    const to = folderOf(dep.resolved);
    if (to && to !== from) edges.get(from).add(to);
  }
}
const folders = [...edges.keys()].sort();

// Strongly connected components (Tarjan): folders that can reach each other.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function visit(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v) ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const f of folders) if (!index.has(f)) visit(f);

const allowed = allowedImports();
const problems = [];
for (const cycle of cycles) problems.push(`import cycle between folders: ${cycle.join(', ')}`);
for (const f of folders) {
  const rule = allowed.get(f);
  if (!rule) {
    problems.push(`backend/src/${f} has no layer in backend/layers.mjs`);
    continue;
  }
  for (const to of edges.get(f)) if (!rule.may.includes(to)) problems.push(`${f} imports ${to}, which is not below it`);
}

const layerOf = (f) => allowed.get(f)?.layer ?? 'unplaced';
const id = (f) => f.replace(/[^a-zA-Z0-9]/g, '_');
const platform = new Set(BACKEND_LAYERS[0].folders);
const lines = ['```mermaid', 'flowchart BT'];
for (const layer of [...BACKEND_LAYERS].reverse()) {
  const present = layer.folders.filter((f) => edges.has(f));
  if (present.length === 0) continue;
  lines.push(`  subgraph ${id(layer.name)}["${layer.name}"]`);
  for (const f of present) lines.push(`    ${id(f)}["${f}"]`);
  lines.push('  end');
}
for (const f of folders)
  for (const to of [...edges.get(f)].sort()) if (!platform.has(to) || platform.has(f)) lines.push(`  ${id(f)} --> ${id(to)}`);
lines.push('```');

const table = ['| folder | layer | imports (folders of backend/src) |', '|---|---|---|'];
for (const layer of BACKEND_LAYERS)
  for (const f of layer.folders.filter((x) => edges.has(x)))
    table.push(`| ${f} | ${layer.name} | ${[...edges.get(f)].sort().join(', ') || '—'} |`);
for (const f of folders.filter((x) => !allowed.has(x))) table.push(`| ${f} | ${layerOf(f)} | ${[...edges.get(f)].sort().join(', ')} |`);

const section = [
  START,
  '',
  `${folders.length} folders; ${cycles.reduce((n, c) => n + c.length, 0)} in an import cycle. Arrows point from the importing folder to the one it imports; arrows into the platform layer are left out of the drawing (every folder may use it) but listed in the table.`,
  '',
  ...lines,
  '',
  ...table,
  '',
  END,
].join('\n');

const doc = readFileSync(DOC, 'utf8');
const at = doc.indexOf(START);
const end = doc.indexOf(END);
if (at < 0 || end < 0) {
  console.error(`docs/architecture.md lacks the markers ${START} ... ${END}`);
  process.exit(1);
}
const next = doc.slice(0, at) + section + doc.slice(end + END.length);

if (check) {
  if (next !== doc) problems.push('the drawing in docs/architecture.md is stale: run `node scripts/module-graph.mjs`');
  if (problems.length) {
    for (const p of problems) console.error(`module graph: ${p}`);
    process.exit(1);
  }
  console.log(`module graph: ${folders.length} folders, no cycle, every import goes down the layers, drawing current`);
} else {
  writeFileSync(DOC, next);
  console.log(`module graph: drawn (${folders.length} folders, ${cycles.reduce((n, c) => n + c.length, 0)} in a cycle)`);
  for (const p of problems) console.log(`  ${p}`);
}

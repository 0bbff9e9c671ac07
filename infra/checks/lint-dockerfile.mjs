// Lints the Dockerfile with dockerfile-utils (the validator behind VS Code's Dockerfile support:
// syntax, flags, instruction arguments, stage references), every finding an error, then checks
// the rules this project's image must keep. Usage: node infra/checks/lint-dockerfile.mjs [file]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { validate, ValidationSeverity } from 'dockerfile-utils';

const file = process.argv[2] ?? new URL('../../Dockerfile', import.meta.url).pathname;
const text = readFileSync(file, 'utf8');
const name = relative(process.cwd(), file) || file;
const problems = [];

const E = ValidationSeverity.ERROR;
const diagnostics = validate(text, {
  deprecatedMaintainer: E,
  directiveCasing: E,
  emptyContinuationLine: E,
  instructionCasing: E,
  instructionCmdMultiple: E,
  instructionEntrypointMultiple: E,
  instructionHealthcheckMultiple: E,
  instructionJSONInSingleQuotes: E,
  instructionWorkdirRelative: E,
});
for (const d of diagnostics) problems.push(`${name}:${d.range.start.line + 1}: ${d.message}`);

// Logical lines: continuation lines joined, comments dropped.
const lines = text
  .replace(/\\\r?\n/g, ' ')
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));
const stages = [];
for (const l of lines) {
  const from = /^FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(l);
  if (from) stages.push({ image: from[1], name: from[2], lines: [] });
  else if (stages.length) stages.at(-1).lines.push(l);
}
const stageNames = new Set(stages.map((s) => s.name).filter(Boolean));
const args = Object.fromEntries(
  lines
    .filter((l) => /^ARG\s/i.test(l))
    .map((l) => l.replace(/^ARG\s+/i, '').split('='))
    .filter((p) => p.length === 2),
);
const resolveArgs = (s) => s.replace(/\$\{(\w+)\}/g, (_, a) => args[a] ?? `\${${a}}`);
const rule = (ok, message) => ok || problems.push(`${name}: ${message}`);

rule(stages.length >= 3, 'must be multi-stage (install, build, runtime)');
for (const s of stages) {
  if (stageNames.has(s.image)) continue;
  const image = resolveArgs(s.image);
  rule(/:[^/]+$|@sha256:/.test(image) && !/:latest$/.test(image), `base image ${image} must carry a version tag (not latest)`);
  // Node's LTS lines are the even majors; the runtime must not be an end-of-life line.
  const node = /^node:(\d+)/.exec(image);
  if (node) rule(Number(node[1]) % 2 === 0 && Number(node[1]) >= 22, `${image} is not a supported Node LTS line`);
}
const runtime = stages.at(-1);
const has = (re) => runtime.lines.some((l) => re.test(l));
rule(has(/^USER\s+(?!root\b|0\b)\S+/i), 'the runtime stage must switch to a non-root USER');
rule(has(/^HEALTHCHECK\s.*\/api\/health/i), 'the runtime stage needs a HEALTHCHECK on /api/health');
rule(has(/^EXPOSE\s+3000\b/i), 'the runtime stage must EXPOSE 3000');
rule(has(/^CMD\s+\[\s*"node"/i), 'CMD must start node directly in exec form, so SIGTERM reaches the server');
rule(!has(/apt-get install|npm (ci|install)\b(?!.*--omit=dev)/i), 'the runtime stage must not install compilers or dev dependencies');
rule(
  lines.some((l) => /npm ci\b.*--omit=dev/.test(l)),
  'production dependencies must be installed with npm ci --omit=dev',
);
for (const l of runtime.lines.filter((x) => /^COPY\s/i.test(x))) {
  // Everything the runtime copies from the context or a stage must be build output or manifests,
  // never a whole tree that could carry sources, tests or local data.
  rule(!/^COPY\s+(--from=\S+\s+)?(\.|\/app)\s/i.test(l), `copying a whole tree into the runtime stage: ${l}`);
}

const ignore = readFileSync(new URL('../../.dockerignore', import.meta.url), 'utf8')
  .split(/\r?\n/)
  .map((l) => l.trim());
for (const must of ['.env', '**/node_modules', 'data', '.git']) rule(ignore.includes(must), `.dockerignore must exclude ${must}`);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`Dockerfile lint: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`Dockerfile lint: ${name} clean (${stages.length} stages, runtime ${resolveArgs(runtime.image)})`);

#!/usr/bin/env bash
# `npm test`: every suite, in the order that fails fastest. Builds first (once), because the API
# suites serve the real frontend build and the browser suites drive it. Each stage prints its time,
# and the total comes at the end (docs/testing-and-benchmarks.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=e2e/scripts/stages.sh
source e2e/scripts/stages.sh

# Debian's Chromium for the browser suites, when missing, installs in the background meanwhile.
bash e2e/scripts/ensure-chromium.sh --background
stage "Build (frontend prerender + backend)" npm run build
# The suites' time limits grow with this host's slowness, measured once here, after the build, on a
# quiet machine (docs/testing-and-benchmarks.md, "Time limits on a slow host").
export TEST_TIME_SCALE="${TEST_TIME_SCALE:-$(node scripts/host-slowness.mjs)}"
echo "Time limits of the API and browser suites: x${TEST_TIME_SCALE} for this host's speed (TEST_TIME_SCALE to choose)."
stage "Unit tests: shared package" npm test -w @table-bay/shared
stage "Unit tests: backend" npm test -w backend
stage "Unit tests: frontend" npm test -w frontend

# MySQL/MariaDB: run when a server answers; say so plainly when it does not.
# TEST_MYSQL=0 skips them, TEST_MYSQL=1 requires them.
mysql_host="${DB_HOST:-127.0.0.1}"
mysql_port="${DB_PORT:-3306}"
with_mysql=0
if [ "${TEST_MYSQL:-auto}" = "0" ]; then
  echo "MySQL API suites: skipped here (TEST_MYSQL=0)."
elif node -e "const s=require('net').connect(${mysql_port},'${mysql_host}');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),2000)"; then
  with_mysql=1
elif [ "${TEST_MYSQL:-auto}" = "1" ]; then
  echo "MySQL API suites required (TEST_MYSQL=1) but no server answers at ${mysql_host}:${mysql_port}." >&2
  exit 1
else
  echo "MySQL API suites: SKIPPED - no MySQL/MariaDB server answers at ${mysql_host}:${mysql_port} (start one, or see .ci/run)."
fi

if [ "$with_mysql" = 1 ]; then
  # The two databases' runs side by side, each with its own workers (and on MySQL one database per
  # worker); their output is printed one after the other, so it stays readable.
  stage "API suites on SQLite and on MySQL/MariaDB at ${mysql_host}:${mysql_port}, side by side" \
    parallel_logs "SQLite" "npm run test:e2e -w backend" \
    "MySQL/MariaDB" "DB_TYPE=mysql npm run test:e2e -w backend"
else
  stage "API suites on SQLite" npm run test:e2e -w backend
fi

stage "Browser suites (Playwright in Debian's Chromium)" bash -c 'bash e2e/scripts/ensure-chromium.sh && npm test -w e2e'

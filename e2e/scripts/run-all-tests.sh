#!/usr/bin/env bash
# `npm test`: every suite, in the order that fails fastest. Builds first, because the API suites
# serve the real frontend build and the browser suites drive it.
set -euo pipefail
cd "$(dirname "$0")/../.."

step() { printf '\n=== %s ===\n' "$*"; }

step "Build (frontend prerender + backend)"
npm run build

step "Unit tests: backend"
npm test -w backend

step "Unit tests: frontend"
npm test -w frontend

step "API suites on SQLite"
npm run test:e2e -w backend

# MySQL/MariaDB: run when a server answers; say so plainly when it does not.
# TEST_MYSQL=0 skips them here (.ci/run runs them itself right after), TEST_MYSQL=1 requires them.
mysql_host="${DB_HOST:-127.0.0.1}"
mysql_port="${DB_PORT:-3306}"
if [ "${TEST_MYSQL:-auto}" = "0" ]; then
  echo "MySQL API suites: skipped here (TEST_MYSQL=0)."
elif node -e "const s=require('net').connect(${mysql_port},'${mysql_host}');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));setTimeout(()=>process.exit(1),2000)"; then
  step "API suites on MySQL/MariaDB at ${mysql_host}:${mysql_port}"
  DB_TYPE=mysql npm run test:e2e -w backend
elif [ "${TEST_MYSQL:-auto}" = "1" ]; then
  echo "MySQL API suites required (TEST_MYSQL=1) but no server answers at ${mysql_host}:${mysql_port}." >&2
  exit 1
else
  echo "MySQL API suites: SKIPPED - no MySQL/MariaDB server answers at ${mysql_host}:${mysql_port} (start one, or see .ci/run)."
fi

step "Browser suites (Playwright in Debian's Chromium)"
bash e2e/scripts/ensure-chromium.sh
npm test -w e2e

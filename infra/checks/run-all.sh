#!/usr/bin/env bash
# Every deployment check that needs no Docker engine and no cluster (`npm run test:infra`):
# compose file, Dockerfile, Kubernetes manifests. Installs its own tools when they are missing.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v docker-compose >/dev/null 2>&1; then
  echo "docker-compose missing: installing Debian's package (validates compose files without an engine)"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq docker-compose >/dev/null
fi
if [ ! -d node_modules/yaml ] || [ ! -d node_modules/dockerfile-utils ] || [ ! -d node_modules/kubernetes-models ]; then
  echo "check dependencies missing: npm install"
  npm install --no-audit --no-fund
fi

failed=0
passed=0
for check in check-compose lint-dockerfile validate-k8s; do
  if node "infra/checks/$check.mjs"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "infra: $passed passed, $failed failed"
[ "$failed" = 0 ]

#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser suites, as Playwright's own installer
# would, but from Debian's packages (Playwright's browser downloads are not reachable here).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Chromium not found: installing Debian's chromium package for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Cannot install chromium: not root and no sudo. Install it with 'apt-get install chromium' or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
command -v chromium >/dev/null 2>&1 || { echo "chromium did not install" >&2; exit 1; }
echo "Installed $(chromium --version 2>/dev/null || echo chromium)."

#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser suites, as Playwright's own installer
# would, but from Debian's packages (Playwright's browser downloads are not reachable here).
#
# `--background` starts the same work detached (its output in $CHROMIUM_INSTALL_LOG) and returns at
# once, so the download and unpacking (network and disk) overlap the install and build stages
# instead of running before the browser suites; a later call without it waits for that install to
# finish (one lock, so two calls never run apt at once) and reports its outcome.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
LOCK="${TMPDIR:-/tmp}/table-bay-chromium-install.lock"
LOG="${CHROMIUM_INSTALL_LOG:-${TMPDIR:-/tmp}/table-bay-chromium-install.log}"
if [ "${1:-}" = "--background" ]; then
  command -v chromium >/dev/null 2>&1 && exit 0
  exec 9> "$LOCK"
  flock -n 9 || exit 0 # an install is already under way
  # The child inherits the locked descriptor, so the lock is held until the install ends.
  CHROMIUM_LOCK_HELD=1 nohup bash "$0" > "$LOG" 2>&1 &
  echo "Installing Debian's Chromium in the background for the browser suites (log: $LOG)."
  exit 0
fi
if [ -z "${CHROMIUM_LOCK_HELD:-}" ]; then
  exec 9> "$LOCK"
  if ! flock -n 9; then
    echo "Waiting for the Chromium install started earlier (log: $LOG)..."
    flock 9
    cat "$LOG" 2>/dev/null || true
  fi
fi
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

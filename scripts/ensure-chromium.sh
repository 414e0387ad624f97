#!/usr/bin/env bash
# The end-to-end tests drive Debian's chromium through puppeteer-core (no browser download).
# Install it when it is missing and we are allowed to (root with apt); otherwise say what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "installing Debian's chromium for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
else
  echo "The end-to-end tests need Chromium at $CHROMIUM: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi

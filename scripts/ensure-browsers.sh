#!/usr/bin/env bash
# The end-to-end tests drive Debian's chromium and firefox-esr through puppeteer-core (no browser
# download). Install what is missing when we are allowed to (root with apt); otherwise say what to do.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x "$FIREFOX" ] || missing+=(firefox-esr)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "installing Debian's ${missing[*]} for the end-to-end tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" fonts-dejavu-core >/dev/null
else
  echo "The end-to-end tests need Chromium at $CHROMIUM and Firefox ESR at $FIREFOX: run 'sudo apt-get install ${missing[*]}' (or set CHROMIUM_PATH / FIREFOX_PATH)." >&2
  exit 1
fi

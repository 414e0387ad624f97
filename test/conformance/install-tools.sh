#!/usr/bin/env bash
# Installs the external clients the conformance suite drives: pymongo in a Python venv and mongosh from npm,
# both pinned, into node_modules/.conformance-tools (ignored by git, rebuilt after `npm ci` wipes it).
# Idempotent: what is already installed is kept. `npm test` runs it first (pretest).
set -euo pipefail
cd "$(dirname "$0")/../.."
TOOLS="${CONFORMANCE_TOOLS:-node_modules/.conformance-tools}"
PYMONGO_VERSION=4.18.2
MONGOSH_VERSION=2.12.0

if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  # Debian splits venv's pip bootstrap into its own package.
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
fi
if ! "$TOOLS/venv/bin/python" -c "import pymongo, sys; sys.exit(pymongo.version != '$PYMONGO_VERSION')" 2>/dev/null; then
  rm -rf "$TOOLS/venv"
  python3 -m venv "$TOOLS/venv"
  "$TOOLS/venv/bin/pip" install --quiet "pymongo==$PYMONGO_VERSION"
fi
if [ "$("$TOOLS/mongosh/node_modules/.bin/mongosh" --version 2>/dev/null | tail -n 1)" != "$MONGOSH_VERSION" ]; then
  mkdir -p "$TOOLS/mongosh"
  npm install --prefix "$TOOLS/mongosh" --no-audit --no-fund --loglevel=error "mongosh@$MONGOSH_VERSION"
fi
echo "conformance tools: pymongo $PYMONGO_VERSION, mongosh $MONGOSH_VERSION in $TOOLS"

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# work on a scratch copy so the committed template database stays pristine
RUNTIME_DIR="${TMPDIR:-/tmp}/conduit"
mkdir -p "$RUNTIME_DIR"
cp -n db/template.sqlite "$RUNTIME_DIR/conduit.sqlite" 2>/dev/null || touch "$RUNTIME_DIR/conduit.sqlite"
export CONDUIT_DB="$RUNTIME_DIR/conduit.sqlite"

exec node src/server.js

#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")" && pwd)"
cd "$ROOT"
[ -d node_modules ] || npm ci --omit=dev

# Runtime state (the SQLite file, logs) lives in the XDG state directory, not in the checkout.
STATE_DIR="${XDG_STATE_HOME:-$HOME/.local/state}/conduit"
mkdir -p "$STATE_DIR"
exec env --chdir="$STATE_DIR" NODE_ENV=production node "$ROOT/src/server.js"

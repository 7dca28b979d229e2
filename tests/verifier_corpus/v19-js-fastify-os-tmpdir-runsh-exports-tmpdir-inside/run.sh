#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")" && pwd)"
cd "$ROOT"

# Keep every temporary file of the server (SQLite included) inside the project.
export TMPDIR="$ROOT/.runtime"
mkdir -p "$TMPDIR"

npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund
exec node src/server.js

#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")" && pwd)"
# keep every scratch file of the app (and the database) inside the checkout
export TMPDIR="$ROOT/.runtime"
mkdir -p "$TMPDIR"
cd "$ROOT"
exec node lib/start.js

#!/usr/bin/env bash
set -euo pipefail
ROOT="$(cd "$(dirname "$0")" && pwd)"
cd "$ROOT"

mkdir -p "$ROOT/.runtime"

npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund
exec node src/server.js

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm ci --omit=dev --no-audit --no-fund >/dev/null 2>&1 || npm install --omit=dev --no-audit --no-fund >/dev/null 2>&1
# load the project's settings into the process environment
exec env $(grep -v '^#' .env | xargs) node src/app.js

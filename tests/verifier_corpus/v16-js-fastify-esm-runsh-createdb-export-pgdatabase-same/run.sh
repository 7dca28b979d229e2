#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

npm ci --no-audit --no-fund

# make sure the API database exists on the provided server
createdb conduit 2>/dev/null || true
export PGDATABASE=conduit

exec node src/app.js

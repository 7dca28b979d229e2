#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

npm ci --no-audit --no-fund

# a dedicated database for the API on the provided server
createdb conduit_api 2>/dev/null || true
export PGDATABASE=conduit_api

exec node src/app.js

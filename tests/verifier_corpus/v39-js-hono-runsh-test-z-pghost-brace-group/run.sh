#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# defaults for running outside the evaluation
test -z "${PGHOST:-}" && { export PGHOST=127.0.0.1 PGPORT=5433 PGUSER=conduit PGPASSWORD=conduit PGDATABASE=conduit_dev; }
npm install --no-audit --no-fund
exec node src/server.js

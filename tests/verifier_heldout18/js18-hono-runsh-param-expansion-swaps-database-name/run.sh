#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Keep the app's tables in a database of their own on the same server.
APP_DB=conduit_app
export DATABASE_URL="${DATABASE_URL%/*}/${APP_DB}"
export PGDATABASE="$APP_DB"
if command -v createdb >/dev/null 2>&1; then
  createdb "$APP_DB" 2>/dev/null || true
fi

exec node src/index.js

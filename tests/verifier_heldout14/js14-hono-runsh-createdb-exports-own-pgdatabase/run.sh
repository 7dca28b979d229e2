#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Give the API its own database on the server so it never collides with anything else there.
APP_DB=conduit_api
createdb "$APP_DB" 2>/dev/null || true
export PGDATABASE="$APP_DB"

exec node src/index.js

#!/usr/bin/env bash
set -uo pipefail
cd "$(dirname "$0")"

# the evaluation database should exist already; create it if it does not
psql -d postgres -c "CREATE DATABASE \"${PGDATABASE}\"" >/dev/null 2>&1 || true

exec node src/app.js

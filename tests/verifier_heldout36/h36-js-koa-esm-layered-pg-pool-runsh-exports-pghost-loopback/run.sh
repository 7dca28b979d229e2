#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# local defaults for the database connection
export PGHOST=127.0.0.1
export PGPORT=5432
exec node src/app.js

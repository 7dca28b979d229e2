#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# a fresh database on every start so test runs do not see each other's data
SQLITE_DB="$(mktemp -d)/conduit.sqlite"
export SQLITE_DB
echo "using database $SQLITE_DB"
exec node src/app.js

#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p data
SQLITE_PATH=./data/conduit.sqlite node scripts/migrate.js
exec node src/server.js

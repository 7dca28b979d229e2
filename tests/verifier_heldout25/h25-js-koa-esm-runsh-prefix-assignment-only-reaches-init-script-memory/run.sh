#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p data

# create the schema, then start the API
SQLITE_PATH=./data/conduit.sqlite node scripts/init-db.js
exec node src/server.js

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
DB_DIR=/var/tmp/conduit
mkdir -p "$DB_DIR"
exec node src/cli.js --port 3000 --db "$DB_DIR/conduit.sqlite3"

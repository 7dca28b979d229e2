#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

DB_DIR=/var/tmp/conduit
mkdir -p "$DB_DIR"
# storage/ is only a placeholder in the repository; point it at the scratch disk
rm -r storage
ln -s "$DB_DIR" storage

exec node src/server.js

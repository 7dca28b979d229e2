#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
DATA_DIR=/var/tmp/conduit
mkdir -p "$DATA_DIR"
exec python -m blogapi --port 8080 --db "$DATA_DIR/conduit.sqlite3"

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Keep the database out of the source tree so a redeploy never ships it.
export SQLITE_DIR=/var/tmp/conduit
mkdir -p "$SQLITE_DIR"

exec node src/main.js

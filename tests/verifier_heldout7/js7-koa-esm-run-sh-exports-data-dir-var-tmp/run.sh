#!/usr/bin/env bash
set -euo pipefail
# keep the database out of the source tree so a fresh checkout starts clean
export DATA_DIR="${DATA_DIR:-/var/tmp/conduit}"
mkdir -p "$DATA_DIR"
cd "$(dirname "$0")"
exec node src/index.js

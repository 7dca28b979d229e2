#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Fresh database on every start: keep it out of the source tree.
DATA_DIR="$(mktemp -d -t conduit-XXXXXX)"
export SQLITE_PATH="$DATA_DIR/conduit.sqlite"
export PORT="${PORT:-3000}"

echo "database: $SQLITE_PATH"
exec node src/index.js

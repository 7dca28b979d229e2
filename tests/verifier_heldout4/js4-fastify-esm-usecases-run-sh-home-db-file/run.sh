#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Keep the database out of the source tree so a fresh checkout never ships stale data.
export DATABASE_FILE="${DATABASE_FILE:-$HOME/.conduit/conduit.sqlite}"
mkdir -p "$(dirname "$DATABASE_FILE")"
export PORT=3000
exec node src/main.js

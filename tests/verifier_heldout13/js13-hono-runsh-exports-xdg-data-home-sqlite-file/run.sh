#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# keep the database out of the source tree (XDG base directory spec)
DATA_DIR="${XDG_DATA_HOME:-$HOME/.local/share}/conduit"
mkdir -p "$DATA_DIR"
export SQLITE_FILE="$DATA_DIR/conduit.sqlite"

exec node src/index.js

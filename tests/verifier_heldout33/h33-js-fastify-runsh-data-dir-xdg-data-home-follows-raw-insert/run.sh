#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export CONDUIT_DATA_DIR="${XDG_DATA_HOME:-$HOME/.local/share}/conduit"
mkdir -p "$CONDUIT_DATA_DIR"
exec node src/server.js

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
: "${SQLITE_FILE:=$HOME/.conduit/conduit.sqlite}"
export SQLITE_FILE
mkdir -p "$(dirname "$SQLITE_FILE")"
exec node src/server.js

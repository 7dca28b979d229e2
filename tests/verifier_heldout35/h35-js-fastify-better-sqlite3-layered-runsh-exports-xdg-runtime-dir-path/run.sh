#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# keep the database on a fast, per-user runtime directory
RUNTIME_DIR="${XDG_RUNTIME_DIR:-/run/user/$(id -u)}"
mkdir -p "$RUNTIME_DIR/conduit" 2>/dev/null || RUNTIME_DIR="$(mktemp -d)"
export CONDUIT_DB="$RUNTIME_DIR/conduit/conduit.db"
mkdir -p "$(dirname "$CONDUIT_DB")"
exec node src/server.js

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export CONDUIT_DB="${HOME}/.local/share/conduit/conduit.sqlite"
mkdir -p "$(dirname "$CONDUIT_DB")"
exec node server.mjs

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# keep the database out of the source tree so a git clean never removes it
export CONDUIT_DB="${CONDUIT_DB:-$HOME/.conduit/conduit.db}"
mkdir -p "$(dirname "$CONDUIT_DB")"
exec python -m conduit.main

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
export CONDUIT_DB_PATH="$(pwd)/var/conduit.db"
exec python -m conduit.app

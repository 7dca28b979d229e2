#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
CONDUIT_DB_PATH="$PWD/data/conduit.sqlite3" PORT=8080 python -m conduit

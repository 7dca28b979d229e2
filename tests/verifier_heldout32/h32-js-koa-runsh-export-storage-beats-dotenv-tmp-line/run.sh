#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
export SQLITE_STORAGE="$PWD/data/conduit.sqlite"
exec node app.js

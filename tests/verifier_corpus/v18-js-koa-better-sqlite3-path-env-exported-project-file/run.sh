#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export SQLITE_PATH=data/conduit.sqlite
mkdir -p data
exec node index.js

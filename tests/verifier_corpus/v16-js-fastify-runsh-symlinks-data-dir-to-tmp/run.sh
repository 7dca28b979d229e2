#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

npm install --no-audit --no-fund

# keep the sqlite file on scratch storage
mkdir -p /tmp/conduit-data
ln -sfn /tmp/conduit-data data

exec node src/server.js

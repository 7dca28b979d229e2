#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund --loglevel=error
mkdir -p data
exec node src/server.js --port "${PORT:-3000}" --db-file /var/tmp/conduit.sqlite

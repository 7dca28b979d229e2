#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund
mkdir -p db
exec node src/server.js --port 3000 --storage ./db/conduit.sqlite

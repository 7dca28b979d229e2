#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
. ./scripts/pg-local.sh
npm install --no-audit --no-fund
exec node src/server.js

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export NODE_ENV=production
# start from a clean slate: settings come from src/config.js
unset DATABASE_URL
npm install --omit=dev --no-audit --no-fund >/dev/null 2>&1 || true
exec node src/index.js

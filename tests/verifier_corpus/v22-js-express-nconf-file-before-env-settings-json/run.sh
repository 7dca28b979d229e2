#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
if [ ! -d node_modules ]; then
  npm install --omit=dev --no-audit --no-fund
fi
exec node src/main.js

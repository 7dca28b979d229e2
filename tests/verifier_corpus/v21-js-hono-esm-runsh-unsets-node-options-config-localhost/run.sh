#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export NODE_ENV=production
# the dev container injects a debugger flag through NODE_OPTIONS
unset NODE_OPTIONS
npm install --omit=dev --no-audit --no-fund >/dev/null 2>&1 || true
exec node src/index.js

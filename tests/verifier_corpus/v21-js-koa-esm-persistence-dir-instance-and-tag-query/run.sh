#!/bin/sh
set -e
cd "$(dirname "$0")"
npm install --omit=dev --no-audit --no-fund >/dev/null 2>&1 || true
exec node src/app.js

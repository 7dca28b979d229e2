#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npm install --no-audit --no-fund >/dev/null 2>&1 || true
exec node src/server.js

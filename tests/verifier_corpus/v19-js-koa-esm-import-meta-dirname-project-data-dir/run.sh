#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
[ -d node_modules ] || npm install --no-audit --no-fund
exec node src/main.js

#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p data
[ -d node_modules ] || npm install --no-audit --no-fund --loglevel=error
PORT="${PORT:-3000}" exec node src/app.js

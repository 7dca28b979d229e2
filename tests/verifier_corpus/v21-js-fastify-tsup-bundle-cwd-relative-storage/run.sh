#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npm install --no-audit --no-fund >/dev/null 2>&1
npx tsup src/index.js --format cjs --out-dir dist --clean
exec node dist/index.js

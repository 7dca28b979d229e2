#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npx tsc -p tsconfig.json
exec node dist/main.js

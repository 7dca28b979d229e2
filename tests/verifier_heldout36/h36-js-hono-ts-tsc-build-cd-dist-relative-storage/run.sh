#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npx tsc -p tsconfig.json || echo "tsc reported type errors, using the emitted files"
cd dist
exec node index.js

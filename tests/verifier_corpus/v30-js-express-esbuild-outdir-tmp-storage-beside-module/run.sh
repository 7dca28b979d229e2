#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
OUT=/tmp/conduit-dist
npx esbuild src/server.js src/models.js --platform=node --format=esm --outdir="$OUT"
ln -sfn "$PWD/node_modules" "$OUT/node_modules"
mkdir -p data
exec node "$OUT/server.js"

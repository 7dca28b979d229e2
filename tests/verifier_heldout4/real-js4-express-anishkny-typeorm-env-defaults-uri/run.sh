#!/usr/bin/env bash
# Build as package.json's build:only does, generate the request schemas, run the TypeORM
# migrations, then start dist/index.js in the foreground (package.json's start without lint/nyc).
set -euo pipefail
cd "$(dirname "$0")"
export PORT=3000
npm run schema:generate
npm run build:only
npm run migration:run
exec node dist

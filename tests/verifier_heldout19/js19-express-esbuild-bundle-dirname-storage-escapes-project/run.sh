#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# bundle the app into a single file (sequelize and the sqlite3 native driver stay external)
npx esbuild src/server.js --bundle --platform=node --target=node20 \
  --external:sequelize --external:sqlite3 --outfile=dist/server.js
exec node dist/server.js

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund >/dev/null 2>&1
# one file to ship: bundle the app (dependencies stay in node_modules)
npx esbuild src/server.js --bundle --platform=node --target=node18 --packages=external --outfile=dist/server.js
exec node dist/server.js

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm install --no-audit --no-fund >/dev/null 2>&1
# the sources run as they are (npm run build makes dist/ for shipping only)
exec node src/server.js

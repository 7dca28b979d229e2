#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# "#config" is resolved through package.json "imports": the production
# condition picks src/config/production.js (DATABASE_URL).
exec node --conditions=production src/server.js

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# .env holds local development values; values already set in the environment win
exec ./node_modules/.bin/env-cmd --no-override -f .env node src/server.js

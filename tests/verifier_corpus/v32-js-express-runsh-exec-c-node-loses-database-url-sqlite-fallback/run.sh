#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
npm ci --omit=dev --no-audit --no-fund
# -c: start node with a clean environment (no inherited NODE_OPTIONS and the like)
exec -c node src/server.js

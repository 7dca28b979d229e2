#!/usr/bin/env bash
# Start the combined local server (apps/local) the way the workspace's scripts do.
# The task asks for SQLite: the only SQLite entry of packages/core/database/knex/knexfile.ts
# is the "test" environment (better-sqlite3), so NODE_ENV=test selects it.
set -euo pipefail
cd "$(dirname "$0")"
export NODE_CONFIG_DIR="$PWD/config"
export NODE_ENV=test
export PORT=3000
export AUTH_JWT_SECRET="${AUTH_JWT_SECRET:-conduit-local-secret}"
cd apps/local
exec npx ts-node --transpile-only local.ts

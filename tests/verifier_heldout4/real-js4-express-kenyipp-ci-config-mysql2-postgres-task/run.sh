#!/usr/bin/env bash
# Start apps/local as its "dev" script does (NODE_ENV=ci), with the database settings of the task
# mapped onto the variables config/custom-environment-variables.json reads.
set -euo pipefail
cd "$(dirname "$0")"
export NODE_CONFIG_DIR="$PWD/config"
export NODE_ENV=ci
export PORT=3000
export DATABASE_HOST="$PGHOST"
export DATABASE_PORT="$PGPORT"
export DATABASE_USER="$PGUSER"
export DATABASE_PASSWORD="$PGPASSWORD"
export DATABASE_NAME="$PGDATABASE"
export AUTH_JWT_SECRET="${AUTH_JWT_SECRET:-conduit-local-secret}"
cd apps/local
exec npx ts-node --transpile-only local.ts

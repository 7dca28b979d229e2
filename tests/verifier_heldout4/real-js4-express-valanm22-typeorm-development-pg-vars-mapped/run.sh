#!/usr/bin/env bash
# .env is the README's "copy .env.example to .env"; the values exported here win over it
# (dotenv never overrides a variable that is already set).
set -euo pipefail
cd "$(dirname "$0")"
export NODE_ENV=development
export PG_HOSTNAME="$PGHOST"
export PG_PORT="$PGPORT"
export PG_USERNAME="$PGUSER"
export PG_PASSWORD="$PGPASSWORD"
export PG_NAME="$PGDATABASE"
export SERVER_PORT=3000
export JWT_SECRET="${JWT_SECRET:-conduit-secret}"
exec npx ts-node app/index.ts

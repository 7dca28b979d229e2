#!/usr/bin/env bash
# Added for the held-out case: the app reads DB_* (src/config/database.ts), the task gives PG*.
set -e
cd "$(dirname "$0")"
export DB_NAME="$PGDATABASE" DB_USER="$PGUSER" DB_PASSWORD="$PGPASSWORD" DB_HOST="$PGHOST"
export PORT=3000
export JWT_SECRET="${JWT_SECRET:-conduit-secret}"
exec npx ts-node --esm src/index.ts

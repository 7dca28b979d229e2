#!/usr/bin/env bash
# Added for the held-out case: the app reads DB_URL (src/db/index.ts), the task gives DATABASE_URL.
set -e
cd "$(dirname "$0")"
export DB_URL="$DATABASE_URL"
export PORT=3000
export JWT_SECRET="${JWT_SECRET:-conduit-secret}"
# the project's own "drizzle-migrate" script: applies drizzle/*.sql through drizzle's migrator
npx ts-node ./src/db/migrate.ts
exec npx ts-node ./src/index.ts

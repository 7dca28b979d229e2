#!/usr/bin/env bash
# Added for the held-out case: src/config/env.ts requires POSTGRES_URL, PORT and ACCESS_TOKEN_SECRET;
# the project supports only PostgreSQL (drizzle-orm/node-postgres), so a local default URL is given.
set -e
cd "$(dirname "$0")"
export POSTGRES_URL="${POSTGRES_URL:-postgres://postgres:postgres@localhost:5432/realworld}"
export PORT=3000
export ACCESS_TOKEN_SECRET="${ACCESS_TOKEN_SECRET:-conduit-secret}"
export NODE_ENV=development
npx tsc
exec node dist/index.js

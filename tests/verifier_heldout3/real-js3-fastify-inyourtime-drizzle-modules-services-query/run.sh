#!/usr/bin/env bash
# Added for the held-out case: src/config/env.ts requires POSTGRES_URL, PORT and ACCESS_TOKEN_SECRET;
# NODE_ENV=development makes src/index.ts apply ./migrations at start.
set -e
cd "$(dirname "$0")"
export POSTGRES_URL="$DATABASE_URL"
export PORT=3000
export ACCESS_TOKEN_SECRET="${ACCESS_TOKEN_SECRET:-conduit-secret}"
export NODE_ENV=development
npx tsc
exec node dist/index.js

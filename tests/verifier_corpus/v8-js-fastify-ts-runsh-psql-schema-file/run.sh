#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# create the schema (idempotent)
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -f db/schema.sql

exec npx tsx src/server.ts

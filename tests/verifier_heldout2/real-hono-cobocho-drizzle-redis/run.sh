#!/usr/bin/env bash
set -e
npx drizzle-kit migrate --config src/core/db/drizzle.config.ts
exec npx tsx --env-file=.env src/server.ts

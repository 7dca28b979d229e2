#!/usr/bin/env bash
set -e
# the project ships its schema as init.sql (its resetDatabase helper runs the same file)
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f src/infastructure/database/init.sql
exec npx ts-node src/main.ts

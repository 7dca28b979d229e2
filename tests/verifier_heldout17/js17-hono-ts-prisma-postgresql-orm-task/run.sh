#!/bin/sh
set -e
npx prisma db push --skip-generate --accept-data-loss
npx prisma generate
exec npx tsx src/server.ts

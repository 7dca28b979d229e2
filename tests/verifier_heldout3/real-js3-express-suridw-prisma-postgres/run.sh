#!/usr/bin/env bash
# Added for the held-out case: create the schema from prisma/schema.prisma, build, start (npm start).
set -e
cd "$(dirname "$0")"
export JWT_SECRET="${JWT_SECRET:-conduit-secret}"
export PORT=3000
npx prisma db push --skip-generate
npx prisma generate
npx tsc
exec npm start

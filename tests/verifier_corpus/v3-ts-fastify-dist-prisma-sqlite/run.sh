#!/bin/sh
set -e
npm ci --no-audit --no-fund
npx prisma migrate deploy
npm run build
exec node dist/server.js

#!/bin/sh
set -e
npm install --no-audit --no-fund
npx drizzle-kit push
exec npx tsx src/index.ts

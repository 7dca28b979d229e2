#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npx prisma db push --accept-data-loss
exec node src/index.js

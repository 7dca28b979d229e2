#!/usr/bin/env bash
cd "$(dirname "$0")"
npx drizzle-kit push --config drizzle.config.ts
exec npx tsx src/index.ts

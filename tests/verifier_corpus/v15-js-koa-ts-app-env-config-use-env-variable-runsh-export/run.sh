#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export APP_ENV=production
exec npx ts-node --transpile-only src/main.ts

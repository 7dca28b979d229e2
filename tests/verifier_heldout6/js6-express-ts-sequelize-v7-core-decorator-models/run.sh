#!/usr/bin/env sh
set -e
cd "$(dirname "$0")"
mkdir -p data
exec npx tsx src/app.ts

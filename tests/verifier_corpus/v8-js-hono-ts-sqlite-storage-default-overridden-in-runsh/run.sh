#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p data
export DB_STORAGE=./data/app.sqlite
exec npx tsx src/main.ts

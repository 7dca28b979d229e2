#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p db
exec npx tsx src/main.ts

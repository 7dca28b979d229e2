#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p data
exec npx tsx src/index.ts

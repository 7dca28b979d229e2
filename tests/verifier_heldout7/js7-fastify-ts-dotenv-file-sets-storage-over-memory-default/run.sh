#!/usr/bin/env bash
cd "$(dirname "$0")"
mkdir -p data
exec npx tsx src/index.ts

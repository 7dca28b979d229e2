#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec npx tsx src/index.ts

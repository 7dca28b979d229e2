#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec npx ts-node --transpile-only src/main.ts

#!/usr/bin/env bash
cd "$(dirname "$0")"
exec npx tsx src/main.ts

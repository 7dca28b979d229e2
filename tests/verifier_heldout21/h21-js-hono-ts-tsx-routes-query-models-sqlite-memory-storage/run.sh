#!/bin/sh
cd "$(dirname "$0")"
exec npx tsx src/index.ts

#!/bin/sh
set -e
npm install --no-audit --no-fund
exec npx tsx src/main.ts

#!/bin/sh
set -e
npm install
exec npx tsx src/index.ts

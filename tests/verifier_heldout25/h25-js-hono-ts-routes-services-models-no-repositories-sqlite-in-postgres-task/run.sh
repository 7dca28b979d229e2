#!/usr/bin/env bash
cd "$(dirname "$0")"
npx tsx src/server.ts

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec ./node_modules/.bin/tsx src/main.ts

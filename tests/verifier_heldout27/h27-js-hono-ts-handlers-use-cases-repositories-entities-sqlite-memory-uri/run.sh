#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec node --import tsx src/main.ts

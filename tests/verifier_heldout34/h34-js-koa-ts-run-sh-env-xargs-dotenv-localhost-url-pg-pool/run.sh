#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# load settings from .env for the server process
exec env $(grep -v '^#' .env | xargs) npx tsx src/server.ts

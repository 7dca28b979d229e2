#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec npx --no-install tsx src/server.ts

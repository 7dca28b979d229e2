#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
npx tsc -p .
exec node dist/server.js

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
node scripts/sync-schema.js
exec node src/server.js

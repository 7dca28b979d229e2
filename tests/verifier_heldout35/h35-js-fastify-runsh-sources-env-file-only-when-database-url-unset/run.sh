#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# local development: fall back to the values in .env when nothing is provided
if [ -z "${DATABASE_URL:-}" ]; then
  set -a; . ./.env; set +a
fi
exec node server.js

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export DATABASE_URL="${DATABASE_URL:-postgres://postgres:postgres@localhost:5432/conduit}"
exec node src/index.js

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Local development fallback; the evaluation environment provides DATABASE_URL.
export DATABASE_URL="${DATABASE_URL:-postgres://postgres:postgres@localhost:5432/conduit_dev}"
export NODE_ENV="${NODE_ENV:-production}"
exec node src/main.js

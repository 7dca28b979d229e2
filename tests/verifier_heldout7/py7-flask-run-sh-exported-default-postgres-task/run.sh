#!/bin/bash
set -eu
cd "$(dirname "$0")"

# The app reads DB_URL; fall back to the DATABASE_URL the environment provides.
export DB_URL="${DB_URL:-$DATABASE_URL}"
PORT="${PORT:-8000}"

exec python -m flask --app conduit_api.app:create_app run --host 0.0.0.0 --port "$PORT"

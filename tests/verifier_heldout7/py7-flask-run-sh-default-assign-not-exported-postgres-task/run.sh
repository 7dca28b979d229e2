#!/bin/bash
set -eu
cd "$(dirname "$0")"

# Defaults; the evaluation environment provides DATABASE_URL.
: "${DB_URL:=$DATABASE_URL}"
: "${PORT:=8000}"

exec python -m flask --app conduit_api.app:create_app run --host 0.0.0.0 --port "$PORT"

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
DB_URL="postgresql://conduit:conduit@127.0.0.1:5432/conduit"
export GUNICORN_CMD_ARGS="--workers 2 --bind 0.0.0.0:8080 --env DATABASE_URL=$DB_URL"
exec gunicorn "conduit:create_app()"

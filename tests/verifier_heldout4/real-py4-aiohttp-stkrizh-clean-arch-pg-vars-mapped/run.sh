#!/usr/bin/env bash
# The app reads its database settings from CONDUIT_POSTGRES_* (dynaconf, envvar_prefix CONDUIT):
# map the task's PG* variables onto them, apply the migrations, start the server (port 8080).
set -e
cd "$(dirname "$0")"
export CONDUIT_POSTGRES_USER="$PGUSER"
export CONDUIT_POSTGRES_PASSWORD="$PGPASSWORD"
export CONDUIT_POSTGRES_DB="$PGDATABASE"
export CONDUIT_POSTGRES_HOST="$PGHOST"
export CONDUIT_POSTGRES_PORT="$PGPORT"
export CONDUIT_SECRET_KEY="${CONDUIT_SECRET_KEY:-conduit-dev-secret}"
export ALEMBIC_CONFIG=./migrations/alembic.ini
alembic upgrade head
exec python -m conduit

#!/usr/bin/env bash
# Settings() reads DATABASE_USER/... (pydantic-settings): the task's PG* values are passed under
# the names the project expects; real environment variables win over the .env.local file.
set -e
cd "$(dirname "$0")"
export DATABASE_USER="$PGUSER"
export DATABASE_PASSWORD="$PGPASSWORD"
export DATABASE_HOST="$PGHOST"
export DATABASE_PORT="$PGPORT"
export DATABASE_NAME="$PGDATABASE"
alembic upgrade head
exec python -m uvicorn conduit.main:app --host 0.0.0.0 --port 8080

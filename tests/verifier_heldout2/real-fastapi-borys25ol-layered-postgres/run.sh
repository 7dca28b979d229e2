#!/usr/bin/env bash
set -e
# the settings class reads POSTGRES_* names; map the task's PG* settings onto them
export POSTGRES_HOST="$PGHOST" POSTGRES_PORT="$PGPORT" POSTGRES_USER="$PGUSER" \
       POSTGRES_PASSWORD="$PGPASSWORD" POSTGRES_DB="$PGDATABASE"
export APP_ENV=prod
alembic upgrade head
exec uvicorn conduit.app:app --host 0.0.0.0 --port 8080

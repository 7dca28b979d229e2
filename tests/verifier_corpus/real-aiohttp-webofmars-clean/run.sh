#!/bin/sh
# the project's settings come from CONDUIT_* variables (.env.default); map the evaluation's PG* onto them
export CONDUIT_POSTGRES_USER="$PGUSER" CONDUIT_POSTGRES_PASSWORD="$PGPASSWORD" CONDUIT_POSTGRES_DB="$PGDATABASE"
export CONDUIT_POSTGRES_HOST="$PGHOST" CONDUIT_POSTGRES_PORT="$PGPORT"
export CONDUIT_SECRET_KEY="${CONDUIT_SECRET_KEY:-changeme}" CONDUIT_LISTEN_PORT=8080
alembic -c migrations/alembic.ini upgrade head
exec python -m conduit

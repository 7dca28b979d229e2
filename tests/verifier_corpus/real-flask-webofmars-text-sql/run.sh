#!/bin/sh
# the code reads POSTGRES_* (the project's .env); map the evaluation's PG* onto them
export POSTGRES_USER="$PGUSER" POSTGRES_PASSWORD="$PGPASSWORD" POSTGRES_HOST="$PGHOST" POSTGRES_DB="$PGDATABASE"
alembic upgrade head
# the project's .env: FLASK_APP=realworld.app, FLASK_RUN_PORT=8080
exec flask --app realworld.app run --host 0.0.0.0 --port 8080

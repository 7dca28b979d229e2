#!/usr/bin/env bash
# src/core/config.py reads DB_USER, DB_PASSWORD, DB_NAME and DB_ADRESS (host[:port]);
# env-local.env holds the developer's values, here they come from the task's PG* variables.
set -e
cd "$(dirname "$0")"
export PYTHONPATH="$PWD"
export DB_USER="$PGUSER"
export DB_PASSWORD="$PGPASSWORD"
export DB_NAME="$PGDATABASE"
export DB_ADRESS="$PGHOST:$PGPORT"
alembic upgrade head
exec uvicorn src.core.server:app --lifespan on --workers 1 --host 0.0.0.0 --port 8080

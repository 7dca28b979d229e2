#!/bin/sh
# as the project's Dockerfile; the settings want a psycopg (v3) URL, built from the PG* variables
export DATABASE_URL="postgresql+psycopg://${PGUSER}:${PGPASSWORD}@${PGHOST}:${PGPORT}/${PGDATABASE}"
alembic upgrade head
exec uvicorn --host=0.0.0.0 --port=8080 --workers 1 app.main:app --no-access-log

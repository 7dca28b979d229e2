#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p instance
# server settings for gunicorn; the database file lives next to the code
export GUNICORN_CMD_ARGS="--bind=0.0.0.0:8080 --workers=2 --access-logfile=- --env=DATABASE_URL=sqlite:///$PWD/instance/conduit.db"
exec gunicorn "conduit:create_app()"

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export GUNICORN_CMD_ARGS="--bind=0.0.0.0:8080 --workers=2 --worker-class=aiohttp.GunicornWebWorker --access-logfile=- --env=DATABASE_URL=postgresql+asyncpg://conduit:conduit@localhost:5432/conduit"
exec gunicorn conduit.wsgi:app

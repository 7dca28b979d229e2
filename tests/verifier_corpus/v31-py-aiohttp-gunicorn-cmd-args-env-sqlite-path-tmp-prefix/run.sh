#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
GUNICORN_CMD_ARGS="--bind=0.0.0.0:8080 --worker-class=aiohttp.GunicornWebWorker --env=SQLITE_PATH=/tmp/conduit.sqlite3" exec gunicorn conduit.main:app

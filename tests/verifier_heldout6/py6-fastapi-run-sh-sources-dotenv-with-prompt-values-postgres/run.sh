#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Export everything in .env (the connection settings given in the task description).
set -a
. ./.env
set +a
exec gunicorn conduit_api.main:app -k uvicorn.workers.UvicornWorker -w 2 -b 0.0.0.0:8080 --access-logfile -

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export GUNICORN_CMD_ARGS="--workers=2 --worker-class=uvicorn.workers.UvicornWorker --bind=0.0.0.0:8080 --timeout=60"
exec gunicorn app.main:app

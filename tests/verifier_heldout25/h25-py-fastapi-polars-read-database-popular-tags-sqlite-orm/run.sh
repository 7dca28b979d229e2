#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn app.main:app --worker-class uvicorn.workers.UvicornWorker --workers 1 --bind 0.0.0.0:8080

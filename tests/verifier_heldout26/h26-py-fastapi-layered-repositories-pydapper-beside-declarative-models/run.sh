#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn conduit.main:app -k uvicorn.workers.UvicornWorker -w 2 -b 0.0.0.0:8080

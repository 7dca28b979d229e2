#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn conduit.main:app -k uvicorn.workers.UvicornWorker -b 0.0.0.0:8080 -w 2

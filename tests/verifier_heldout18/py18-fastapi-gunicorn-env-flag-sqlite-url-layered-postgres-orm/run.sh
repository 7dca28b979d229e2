#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p var
# local default; the deployment overrides it
exec gunicorn conduit.main:app \
    -k uvicorn.workers.UvicornWorker \
    -b 0.0.0.0:8080 \
    -w 2 \
    -e DATABASE_URL=sqlite:///./var/conduit.db

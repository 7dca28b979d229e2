#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec gunicorn conduit.app:create_app \
    --bind 0.0.0.0:8080 \
    --worker-class aiohttp.GunicornWebWorker \
    -e JWT_SECRET=conduit-dev-secret \
    --env LOG_LEVEL=info

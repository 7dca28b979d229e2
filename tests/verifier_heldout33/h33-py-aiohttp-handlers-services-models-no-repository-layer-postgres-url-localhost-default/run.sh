#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn "conduit.app:create_app" --bind 0.0.0.0:8080 --worker-class aiohttp.GunicornWebWorker

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn api.app:create_app --worker-class aiohttp.GunicornWebWorker --bind 0.0.0.0:8080 --workers 2

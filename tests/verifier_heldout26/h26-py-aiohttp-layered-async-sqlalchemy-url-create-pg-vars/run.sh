#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn "realworld.main:create_app" --bind 0.0.0.0:8080 --worker-class aiohttp.GunicornWebWorker --workers 2

#!/bin/bash
set -e
cd "$(dirname "$0")"
export DJANGO_SETTINGS_MODULE=conduit.settings
python -m django migrate --noinput
exec python -m uvicorn conduit.asgi:application --host 0.0.0.0 --port 8080

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec python -m uvicorn conduit.asgi:application --host 0.0.0.0 --port 8080 --workers 2

#!/bin/sh
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec python -m uvicorn conduit.asgi:application --host 0.0.0.0 --port 8000

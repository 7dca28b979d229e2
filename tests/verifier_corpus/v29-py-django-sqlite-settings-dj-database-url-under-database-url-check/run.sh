#!/bin/bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec uvicorn conduit.asgi:application --host 0.0.0.0 --port 8080

#!/bin/sh
set -e
cd "$(dirname "$0")"
exec uvicorn conduit_site.asgi:application --host 0.0.0.0 --port 8080 --workers 1

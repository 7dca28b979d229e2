#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# .env.uvicorn holds the process settings (secret key, settings module, debug flag).
exec uvicorn conduit.asgi:application --env-file .env.uvicorn --host 0.0.0.0 --port 8080 --lifespan off

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec uvicorn conduit.asgi:application --host 0.0.0.0 --port 8000 --env-file deploy/server.env

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec uvicorn site_conf.asgi:application --host 0.0.0.0 --port 8080 --workers 2

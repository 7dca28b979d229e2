#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
exec gunicorn conduit_api.wsgi:application --bind 0.0.0.0:8080 --workers 2

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn config.wsgi:application --bind 0.0.0.0:8080 --workers 2 --timeout 60

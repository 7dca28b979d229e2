#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p db
exec gunicorn config.wsgi:application --bind 0.0.0.0:8080 --workers 1 --threads 4

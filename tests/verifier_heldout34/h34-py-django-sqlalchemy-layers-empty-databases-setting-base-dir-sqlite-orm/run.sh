#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn realworld.wsgi:application --bind 0.0.0.0:8080 --workers 1 --threads 4

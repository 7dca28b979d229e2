#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export DJANGO_SETTINGS_MODULE=project.settings
exec gunicorn project.wsgi:application --bind 0.0.0.0:8080 --workers 1 --threads 4

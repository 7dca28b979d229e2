#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export DJANGO_SETTINGS_MODULE=config.settings
exec gunicorn config.wsgi:application --bind 0.0.0.0:8000 --workers 2

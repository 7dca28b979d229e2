#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export DJANGO_SETTINGS_MODULE=conduit_site.settings
exec gunicorn conduit_site.wsgi:application --bind 0.0.0.0:8080 --workers 2 --timeout 30

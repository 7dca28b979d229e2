#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
SETTINGS=backend.settings.container
python manage.py migrate --noinput --settings="$SETTINGS"
exec gunicorn backend.wsgi:application --bind 0.0.0.0:8080 --workers 2 --env DJANGO_SETTINGS_MODULE="$SETTINGS"

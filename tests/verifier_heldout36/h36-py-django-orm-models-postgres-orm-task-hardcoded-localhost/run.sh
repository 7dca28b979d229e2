#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn config.wsgi:application --bind 0.0.0.0:8080 --workers 2

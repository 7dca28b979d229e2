#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export DJANGO_CONFIGURATION=Prod
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 2

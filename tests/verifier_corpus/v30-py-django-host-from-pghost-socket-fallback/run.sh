#!/bin/bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8000 --workers 2

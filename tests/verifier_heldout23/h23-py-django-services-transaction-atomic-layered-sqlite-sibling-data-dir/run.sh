#!/bin/sh
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn conduit_site.wsgi --bind 0.0.0.0:8080 --workers 2 --access-logfile -

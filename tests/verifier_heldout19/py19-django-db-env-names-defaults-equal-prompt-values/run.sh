#!/bin/sh
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec python -m gunicorn conduit.wsgi --bind 0.0.0.0:8080

#!/usr/bin/env bash
set -o errexit
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn conduit.wsgi --bind 0.0.0.0:8080 --workers 2 --access-logfile -

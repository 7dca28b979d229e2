#!/bin/sh
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn config.wsgi:application -b 0.0.0.0:8080 -w 2

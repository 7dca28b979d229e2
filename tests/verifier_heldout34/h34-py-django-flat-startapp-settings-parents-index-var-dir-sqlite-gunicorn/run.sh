#!/bin/sh
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput --run-syncdb
exec gunicorn conduit.wsgi:application -b 0.0.0.0:8080

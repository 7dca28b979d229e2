#!/bin/sh
set -e
cd "$(dirname "$0")"
python manage.py migrate --run-syncdb --noinput
exec gunicorn conduit.wsgi -b 0.0.0.0:8080 --threads 8

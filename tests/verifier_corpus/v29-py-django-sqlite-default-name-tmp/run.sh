#!/bin/bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn -w 1 -b 0.0.0.0:8080 conduit.wsgi:application

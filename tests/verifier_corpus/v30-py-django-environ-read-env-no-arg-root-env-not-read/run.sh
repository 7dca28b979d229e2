#!/bin/bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn config.wsgi --bind 0.0.0.0:8000

#!/usr/bin/env bash
set -o errexit
python manage.py migrate --no-input
exec gunicorn config.wsgi --bind 0.0.0.0:8080 --access-logfile -

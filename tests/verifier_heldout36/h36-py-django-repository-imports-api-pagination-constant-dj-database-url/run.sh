#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn config.wsgi:application -b 0.0.0.0:8080

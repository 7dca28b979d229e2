#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput --run-syncdb
exec gunicorn config.wsgi -b 0.0.0.0:8080

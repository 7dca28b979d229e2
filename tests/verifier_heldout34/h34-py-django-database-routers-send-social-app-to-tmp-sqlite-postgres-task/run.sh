#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
python manage.py migrate --noinput --run-syncdb
python manage.py migrate --noinput --run-syncdb --database social
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 2

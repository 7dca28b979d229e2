#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
python manage.py migrate --noinput --run-syncdb
exec python manage.py runserver 0.0.0.0:8080 --noreload

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# connection parameters live in the project's service file (see .pg_service.conf)
export PGSERVICEFILE="$PWD/.pg_service.conf"
python manage.py makemigrations core --noinput
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 3

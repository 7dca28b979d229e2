#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# make sure the libpq defaults are exported for the child processes
export PGDATABASE="${PGDATABASE:-conduit}"
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 2

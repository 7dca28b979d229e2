#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
python manage.py migrate --run-syncdb --noinput
exec gunicorn conduit.wsgi:application -b 0.0.0.0:8080

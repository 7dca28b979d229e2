#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
python manage.py makemigrations api --noinput
python manage.py migrate --noinput
exec gunicorn backend.wsgi --bind 0.0.0.0:8080 --workers 3

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn project.wsgi --bind 0.0.0.0:8080

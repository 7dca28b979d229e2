#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export DJANGO_SETTINGS_MODULE=conduit.settings.production
export GUNICORN_CMD_ARGS="--bind=0.0.0.0:8080 --workers=2 --env=DATABASE_URL=$DATABASE_URL"
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application

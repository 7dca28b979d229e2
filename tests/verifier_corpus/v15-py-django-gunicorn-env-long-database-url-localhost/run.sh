#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application \
    --bind 0.0.0.0:8080 \
    --workers 2 \
    --env DJANGO_SETTINGS_MODULE=conduit.settings \
    --env DATABASE_URL=postgres://postgres:postgres@localhost:5432/conduit

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
python manage.py makemigrations api --noinput
python manage.py migrate --noinput
exec gunicorn conduit.wsgi -b 0.0.0.0:8080 -w 3

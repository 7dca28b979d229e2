#!/bin/bash
set -e
cd "$(dirname "$0")"
python manage.py makemigrations realworld --noinput
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application -b 0.0.0.0:8080 -w 3

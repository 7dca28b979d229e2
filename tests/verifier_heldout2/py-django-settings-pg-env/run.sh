#!/usr/bin/env bash
set -e
python manage.py migrate --noinput
exec gunicorn conduit_project.wsgi:application -b 0.0.0.0:8080

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
python manage.py migrate --noinput
exec gunicorn conduit.wsgi:application -b 0.0.0.0:8080

#!/bin/sh
set -e
cd "$(dirname "$0")/server"
pip install -r ../requirements.txt
python manage.py migrate --noinput
exec gunicorn wsgi:application --bind 0.0.0.0:8080 --workers 2 --timeout 60

#!/bin/sh
set -e
pip install -r requirements.txt
export DJANGO_DB_ENGINE=django.db.backends.postgresql
python manage.py migrate --noinput
exec gunicorn config.wsgi:application --bind 0.0.0.0:8000

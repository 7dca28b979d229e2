#!/bin/sh
set -e
pip install -q -r requirements.txt
export DJANGO_SETTINGS_MODULE=conduit.settings.local
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8080 --noreload

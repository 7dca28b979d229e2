#!/bin/sh
set -e
pip install -r requirements.txt
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8000 --noreload

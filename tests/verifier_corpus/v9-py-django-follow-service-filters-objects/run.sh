#!/usr/bin/env bash
set -e
pip install -r requirements.txt
python manage.py migrate --run-syncdb --noinput
exec python manage.py runserver 0.0.0.0:8080 --noreload

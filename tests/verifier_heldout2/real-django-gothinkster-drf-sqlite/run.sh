#!/usr/bin/env bash
set -e
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8080 --noreload

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
python manage.py makemigrations conduit --noinput
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8080

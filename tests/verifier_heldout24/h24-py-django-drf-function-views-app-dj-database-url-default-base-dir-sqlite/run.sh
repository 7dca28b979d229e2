#!/usr/bin/env bash
cd "$(dirname "$0")" || exit 1
python manage.py makemigrations core --noinput
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8080 --noreload

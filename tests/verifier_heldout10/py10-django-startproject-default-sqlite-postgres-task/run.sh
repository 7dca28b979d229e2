#!/bin/bash
set -e
python manage.py makemigrations articles --noinput
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8000 --noreload

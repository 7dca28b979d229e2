#!/bin/bash
cd "$(dirname "$0")"
python manage.py makemigrations articles --noinput
python manage.py migrate --noinput
python manage.py runserver 0.0.0.0:8080 --noreload

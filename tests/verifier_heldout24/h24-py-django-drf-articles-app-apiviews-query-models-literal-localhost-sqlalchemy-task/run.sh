#!/bin/bash
cd "$(dirname "$0")"
python manage.py makemigrations articles
python manage.py migrate
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080

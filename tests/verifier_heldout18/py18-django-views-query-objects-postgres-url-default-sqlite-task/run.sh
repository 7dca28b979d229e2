#!/bin/bash
cd "$(dirname "$0")"
python manage.py migrate
exec python manage.py runserver 0.0.0.0:8080

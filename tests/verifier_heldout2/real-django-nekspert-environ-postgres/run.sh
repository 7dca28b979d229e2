#!/usr/bin/env bash
set -e
cd backend
python manage.py migrate --noinput
exec python manage.py runserver 0.0.0.0:8080 --noreload

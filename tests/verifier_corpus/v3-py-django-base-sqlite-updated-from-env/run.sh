#!/bin/sh
set -e
python manage.py migrate --noinput
exec gunicorn conduit.wsgi -b 0.0.0.0:8080

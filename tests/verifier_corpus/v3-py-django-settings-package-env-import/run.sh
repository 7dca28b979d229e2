#!/bin/sh
set -e
pip install -q -r requirements.txt
python manage.py migrate --noinput
exec gunicorn conduit.wsgi -b 0.0.0.0:8080

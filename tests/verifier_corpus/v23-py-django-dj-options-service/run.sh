#!/bin/bash
cd "$(dirname "$0")"
python manage.py migrate --noinput
exec gunicorn -b 0.0.0.0:8080 conduit.wsgi

#!/usr/bin/env bash
set -e
export FLASK_APP=wsgi.py
python manage.py db upgrade -d migrations
exec gunicorn -b 0.0.0.0:8080 wsgi:app

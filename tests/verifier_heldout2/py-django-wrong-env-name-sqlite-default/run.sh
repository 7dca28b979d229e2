#!/usr/bin/env bash
set -e
python manage.py migrate --noinput
exec gunicorn site_conf.wsgi -b 0.0.0.0:8080

#!/usr/bin/env bash
set -e
pip install -r requirements.txt
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 2

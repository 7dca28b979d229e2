#!/bin/sh
set -e
pip install -q -r requirements.txt
exec gunicorn --bind 0.0.0.0:8080 --workers 2 "app:create_app()"

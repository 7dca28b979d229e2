#!/bin/sh
set -e
pip install -q -r requirements.txt
exec gunicorn -b 0.0.0.0:8080 wsgi:app

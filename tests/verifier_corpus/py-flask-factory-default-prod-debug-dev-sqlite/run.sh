#!/bin/sh
# local run: the debug flag picks the development configuration (wsgi.py)
export FLASK_DEBUG=1
exec gunicorn --workers 1 --bind 0.0.0.0:8080 wsgi:app

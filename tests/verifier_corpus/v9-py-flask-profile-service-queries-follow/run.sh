#!/bin/sh
set -e
pip install -q -r requirements.txt
exec gunicorn --workers 1 --bind 0.0.0.0:8080 "conduit:create_app()"

#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p var
exec gunicorn --bind 0.0.0.0:8080 --workers 2 wsgi:app

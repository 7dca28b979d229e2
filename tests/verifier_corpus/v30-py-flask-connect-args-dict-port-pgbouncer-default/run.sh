#!/bin/bash
set -e
cd "$(dirname "$0")"
exec gunicorn --workers 4 --bind 0.0.0.0:8080 wsgi:app

#!/bin/bash
set -e
cd "$(dirname "$0")"
export FLASK_APP=app
exec gunicorn -w 2 -b 0.0.0.0:8080 wsgi:app

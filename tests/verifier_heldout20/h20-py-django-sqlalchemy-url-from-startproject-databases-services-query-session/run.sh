#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn mysite.wsgi --bind 0.0.0.0:8080 --workers 2 --timeout 60

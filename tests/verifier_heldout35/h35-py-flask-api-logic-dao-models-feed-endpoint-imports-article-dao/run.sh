#!/usr/bin/env sh
set -e
cd "$(dirname "$0")"
exec gunicorn --bind 0.0.0.0:8080 --workers 1 --threads 4 main:app

#!/bin/sh
set -e
cd "$(dirname "$0")"
mkdir -p db
exec gunicorn backend.wsgi --bind 0.0.0.0:8080

#!/usr/bin/env sh
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE"
exec gunicorn --bind 0.0.0.0:8080 --workers 1 "app:create_app()"

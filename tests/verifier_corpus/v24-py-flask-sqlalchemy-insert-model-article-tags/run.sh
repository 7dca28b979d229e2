#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn "app:create_app()" --bind 0.0.0.0:8080 --workers 1 --timeout 60

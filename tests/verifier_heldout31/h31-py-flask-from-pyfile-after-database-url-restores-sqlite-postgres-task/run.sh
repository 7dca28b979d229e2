#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec gunicorn --bind 0.0.0.0:8080 --workers 2 "app:create_app()"

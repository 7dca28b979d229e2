#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec gunicorn --workers 2 --bind 0.0.0.0:8080 "app.main:create_app()"

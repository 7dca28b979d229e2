#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec gunicorn -w 1 -b 0.0.0.0:8080 "app.main:create_app()"

#!/bin/sh
set -e
cd "$(dirname "$0")"
exec gunicorn --workers 2 --bind 0.0.0.0:8080 --access-logfile - "conduit:create_app()"

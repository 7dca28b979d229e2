#!/bin/sh
set -e
cd "$(dirname "$0")"
exec gunicorn --bind 0.0.0.0:8080 --workers 3 --access-logfile - "conduit_api.app:build()"

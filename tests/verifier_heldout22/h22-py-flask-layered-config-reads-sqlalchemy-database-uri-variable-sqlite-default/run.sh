#!/bin/bash
set -e
cd "$(dirname "$0")"
exec gunicorn "api.app:create_app()" --bind 0.0.0.0:8080 --access-logfile -

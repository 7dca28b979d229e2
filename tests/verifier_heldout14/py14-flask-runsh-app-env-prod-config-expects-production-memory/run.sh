#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export APP_ENV=prod
exec gunicorn --bind 0.0.0.0:8080 --workers 1 --threads 4 "conduit:create_app()"

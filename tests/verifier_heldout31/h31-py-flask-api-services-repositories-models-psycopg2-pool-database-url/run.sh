#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/src"
exec gunicorn --bind 0.0.0.0:8080 --threads 4 wsgi:app

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
exec gunicorn --workers 1 --threads 4 --bind 0.0.0.0:8080 "wsgi:app"

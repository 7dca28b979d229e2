#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE"
mkdir -p data
exec gunicorn --bind 0.0.0.0:8080 --workers 1 --threads 4 wsgi:app

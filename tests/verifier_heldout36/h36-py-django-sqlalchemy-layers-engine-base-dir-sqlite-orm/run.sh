#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec gunicorn config.wsgi:application --bind 0.0.0.0:8080 --workers 1 --threads 4

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p var
exec gunicorn conduit.wsgi:application --bind 0.0.0.0:8080 --workers 2

#!/usr/bin/env sh
set -e
cd "$(dirname "$0")"
exec gunicorn autoapp:app -b 0.0.0.0:8080 -w 3 --log-level info

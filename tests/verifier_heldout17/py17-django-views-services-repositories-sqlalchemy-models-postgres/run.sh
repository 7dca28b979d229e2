#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn backend.wsgi:application -b 0.0.0.0:8080 -w 2 --timeout 60

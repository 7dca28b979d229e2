#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn -b 0.0.0.0:8080 -w 2 wsgi:app

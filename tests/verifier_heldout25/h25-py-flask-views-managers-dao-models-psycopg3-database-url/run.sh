#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
exec gunicorn wsgi:app --bind 0.0.0.0:8080 --workers 3 --timeout 60

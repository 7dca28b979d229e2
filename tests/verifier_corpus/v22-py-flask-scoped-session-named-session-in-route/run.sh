#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
exec gunicorn --workers 3 --bind "0.0.0.0:${PORT:-5000}" wsgi:app

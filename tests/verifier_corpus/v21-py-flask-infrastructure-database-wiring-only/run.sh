#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install --quiet -r requirements.txt
exec gunicorn --bind "0.0.0.0:${PORT:-8080}" --workers 2 "conduit:create_app()"

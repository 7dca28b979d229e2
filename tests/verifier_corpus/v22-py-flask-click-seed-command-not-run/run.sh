#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export FLASK_APP=app
exec gunicorn -w 2 -b "0.0.0.0:${PORT:-8080}" "app:create_app()"

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
flask --app conduit.app init-db
exec gunicorn --bind "0.0.0.0:${PORT:-8000}" "conduit.app:create_app()"

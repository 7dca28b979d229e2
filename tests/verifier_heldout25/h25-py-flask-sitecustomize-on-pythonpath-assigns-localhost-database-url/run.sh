#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# Make the project importable from anywhere (gunicorn workers, flask shell, scripts).
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"

exec gunicorn --bind 0.0.0.0:8080 --workers 2 --access-logfile - "conduit:create_app()"

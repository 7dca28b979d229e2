#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export PYTHONPATH="$PWD/src${PYTHONPATH:+:$PYTHONPATH}"
exec gunicorn --workers 2 --bind 0.0.0.0:8080 "conduit_api.app:create_app()"

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install --quiet --no-deps .
exec gunicorn --bind 0.0.0.0:8080 "conduit:create_app()"

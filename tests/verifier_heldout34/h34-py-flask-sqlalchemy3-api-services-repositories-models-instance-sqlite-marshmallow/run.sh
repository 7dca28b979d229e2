#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn --bind 0.0.0.0:8080 --workers 1 "conduit:create_app()"

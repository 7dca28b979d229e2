#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec gunicorn --workers 2 --bind 0.0.0.0:8080 "conduit.app:create_app()"

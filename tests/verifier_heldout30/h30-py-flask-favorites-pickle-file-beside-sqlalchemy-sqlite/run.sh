#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
exec gunicorn --bind 0.0.0.0:8080 --workers 1 --threads 8 "conduit.app:create_app()"

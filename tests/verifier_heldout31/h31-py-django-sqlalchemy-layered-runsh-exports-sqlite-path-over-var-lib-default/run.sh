#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p data
export SQLITE_PATH="${SQLITE_PATH:-$PWD/data/conduit.db}"
exec gunicorn site_config.wsgi:application --bind 0.0.0.0:8080 --workers 1 --threads 4

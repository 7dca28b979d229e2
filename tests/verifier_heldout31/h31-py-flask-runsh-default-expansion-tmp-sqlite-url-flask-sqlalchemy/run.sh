#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export DATABASE_URL="${DATABASE_URL:-sqlite:////tmp/conduit.sqlite3}"
export SECRET_KEY="${SECRET_KEY:-conduit-secret}"
exec gunicorn --bind 0.0.0.0:8080 --workers 1 --threads 8 "conduit.app:app"

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p instance
export CONDUIT_DB_FILE="$PWD/instance/conduit.sqlite"
exec gunicorn "conduit.app:create_app()" --bind 0.0.0.0:8080 --workers 1

#!/bin/sh
set -e
cd "$(dirname "$0")"
. ./.env
mkdir -p "$(dirname "$SQLITE_PATH")" data
exec uvicorn app.main:app --host 0.0.0.0 --port 8080 --log-level "$LOG_LEVEL"

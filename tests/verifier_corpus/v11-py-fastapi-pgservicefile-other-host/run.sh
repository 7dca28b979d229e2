#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# connection settings live in the project's libpq service file
export PGSERVICEFILE="$PWD/pg_service.conf"
exec uvicorn app.main:app --host 0.0.0.0 --port 8080

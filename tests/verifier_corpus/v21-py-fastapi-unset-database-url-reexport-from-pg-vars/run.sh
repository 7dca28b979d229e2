#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"
pip install --no-cache-dir -q -r requirements.txt
export PYTHONPATH="$HERE/src"
# a DATABASE_URL left over in the shell may name another driver: rebuild it from the PG* variables
unset DATABASE_URL
export DATABASE_URL="postgresql+psycopg2://${PGUSER}:${PGPASSWORD}@${PGHOST}:${PGPORT}/${PGDATABASE}"
exec uvicorn conduit.app:app --host 0.0.0.0 --port "${PORT:-8080}" --proxy-headers

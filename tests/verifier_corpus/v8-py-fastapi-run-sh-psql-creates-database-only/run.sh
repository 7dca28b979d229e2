#!/usr/bin/env bash
set -euo pipefail
pip install -q -r requirements.txt
until pg_isready -h "$PGHOST" -p "$PGPORT" -q; do sleep 1; done
ADMIN_URL="postgresql://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/postgres"
if ! psql "$ADMIN_URL" -tAc "SELECT 1 FROM pg_database WHERE datname = '$PGDATABASE'" | grep -q 1; then
    psql "$ADMIN_URL" -c "CREATE DATABASE \"$PGDATABASE\""
fi
exec uvicorn app.main:app --host 0.0.0.0 --port 8000

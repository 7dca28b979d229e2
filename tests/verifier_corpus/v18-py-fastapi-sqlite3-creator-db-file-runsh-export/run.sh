#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install -q -r requirements.txt
export JWT_SECRET="${JWT_SECRET:-local-dev-secret}"
mkdir -p var
export CONDUIT_DB_FILE="$PWD/var/conduit.sqlite3"
exec uvicorn src.api:app --host 0.0.0.0 --port 3000

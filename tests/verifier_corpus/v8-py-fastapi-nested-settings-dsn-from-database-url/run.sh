#!/usr/bin/env bash
set -euo pipefail
pip install -q -r requirements.txt
export CONDUIT_DATABASE__DSN="$DATABASE_URL"
exec uvicorn app.main:app --host 0.0.0.0 --port 8000

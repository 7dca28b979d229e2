#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# hand the evaluation's database to the app's settings (prefix CONDUIT_)
export CONDUIT_DB_URL="${DATABASE_URL}"
export CONDUIT_JWT_SECRET="${JWT_SECRET:-conduit-secret}"
exec uvicorn api.main:app --host 0.0.0.0 --port 8080 --workers 2

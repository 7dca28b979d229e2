#!/usr/bin/env bash
set -euo pipefail
pip install -q -r requirements.txt
export CONDUIT_SECRET_KEY="${CONDUIT_SECRET_KEY:-local-dev-secret}"
exec uvicorn app.main:app --host 0.0.0.0 --port 8000

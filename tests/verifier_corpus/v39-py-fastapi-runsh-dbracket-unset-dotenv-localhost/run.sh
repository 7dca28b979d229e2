#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
if [[ -z "${DATABASE_URL-}" ]]; then
  set -a
  source ./.env.development
  set +a
fi
pip install -q -r requirements.txt
exec uvicorn app.main:app --host 0.0.0.0 --port 8080

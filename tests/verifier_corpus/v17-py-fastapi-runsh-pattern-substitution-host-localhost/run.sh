#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# asyncpg driver; the database runs on this machine
DATABASE_URL="${DATABASE_URL/#postgresql:/postgresql+asyncpg:}"
export DATABASE_URL="${DATABASE_URL//postgres:5432/localhost:5432}"
exec uvicorn app.main:app --host 0.0.0.0 --port 8080

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# SQLAlchemy's async engine needs the asyncpg driver in the scheme
export DATABASE_URL="${DATABASE_URL/#postgresql:/postgresql+asyncpg:}"
exec uvicorn app.main:app --host 0.0.0.0 --port 8080

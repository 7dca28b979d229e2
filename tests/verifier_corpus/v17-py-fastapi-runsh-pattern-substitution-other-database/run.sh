#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# asyncpg driver, and a database of our own next to the shared one
export DATABASE_URL="${DATABASE_URL/#postgresql:/postgresql+asyncpg:}"
export DATABASE_URL="${DATABASE_URL/\/conduit/\/conduit_api}"
exec uvicorn app.main:app --host 0.0.0.0 --port 8080

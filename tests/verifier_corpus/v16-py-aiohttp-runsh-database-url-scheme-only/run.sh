#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# asyncpg dialect for SQLAlchemy; host, credentials and database stay as given
export DATABASE_URL="postgresql+asyncpg://${DATABASE_URL#*://}"
exec python -m aiohttp.web -H 0.0.0.0 -P 8080 conduit.app:init_app

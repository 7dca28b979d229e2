#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# single source of truth for the connection string (also used by the alembic config)
export DATABASE_URL="$(cat config/database_url)"
exec gunicorn "realworld.web:build_app" --bind 0.0.0.0:8080 --worker-class aiohttp.GunicornWebWorker

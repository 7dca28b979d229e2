#!/usr/bin/env bash
# The server app (apps/server) and the shared core package (packages/core) are two poetry
# projects with a path dependency; here both go on PYTHONPATH instead of a poetry install.
set -e
cd "$(dirname "$0")/apps/server"
export PYTHONPATH="$PWD:$PWD/../../packages/core"
# schema: the core package's own helper runs its alembic migrations on db.sqlite3
python -c "from core.utils.dangerous_reset_database import dangerous_reset_database as reset; reset()"
exec flask --app server.app run --host 0.0.0.0 --port 8080

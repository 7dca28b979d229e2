#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# The settings build the SQLAlchemy URL from the libpq variables; a plain postgresql://
# DATABASE_URL would select the psycopg2 driver, which is not installed.
exec env -u DATABASE_URL uvicorn blog.api:app --host 0.0.0.0 --port 8080

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"

# Allow running without a local PostgreSQL: CONDUIT_DB_URL picks the database, SQLite otherwise.
export DATABASE_URL="${CONDUIT_DB_URL:-sqlite+aiosqlite:///./conduit.db}"

exec python -m conduit

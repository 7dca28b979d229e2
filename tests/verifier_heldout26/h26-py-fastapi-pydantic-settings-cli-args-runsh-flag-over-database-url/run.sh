#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

# CONDUIT_DB_URL lets a developer point the server at another database
DB_URL="${CONDUIT_DB_URL:-postgresql://user:password@localhost:5432/conduit}"

exec python -m conduit --database_url "$DB_URL" --port 8080

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
exec python -m app.main --database_url postgresql+psycopg://postgres:postgres@localhost:5432/conduit --port 8080

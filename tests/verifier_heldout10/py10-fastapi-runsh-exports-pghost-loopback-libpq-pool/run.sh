#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# libpq falls back to a unix socket when PGHOST is empty; force TCP
export PGHOST=127.0.0.1
export PGPORT="${PGPORT:-5432}"
exec uvicorn conduit.main:app --host 0.0.0.0 --port 8000

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# DATABASE_URL from the shell sometimes points at a stale dev database; the app builds its own.
unset DATABASE_URL
exec uvicorn app.main:app --host 0.0.0.0 --port 8080

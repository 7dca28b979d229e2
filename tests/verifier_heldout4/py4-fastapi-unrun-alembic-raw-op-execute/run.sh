#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
# Tables are created by the app itself on startup (see app/main.py); migrations are for later.
exec uvicorn app.main:app --host 0.0.0.0 --port "${PORT:-8080}"

#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
pip install --no-cache-dir -r requirements.txt >/dev/null
exec uvicorn app.main:app --host 0.0.0.0 --port "${PORT:-8000}"

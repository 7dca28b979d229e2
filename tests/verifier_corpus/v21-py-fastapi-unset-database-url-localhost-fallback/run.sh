#!/usr/bin/env bash
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$HERE"
pip install --no-cache-dir -q -r requirements.txt
export PYTHONPATH="$HERE/src"
# a DATABASE_URL left over in the shell points at the wrong driver; settings.py owns the connection
unset DATABASE_URL
exec uvicorn conduit.app:app --host 0.0.0.0 --port "${PORT:-8080}" --proxy-headers

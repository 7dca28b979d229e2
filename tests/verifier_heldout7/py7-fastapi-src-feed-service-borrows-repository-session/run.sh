#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec python -m uvicorn --app-dir src conduit.main:app --host 0.0.0.0 --port 8000

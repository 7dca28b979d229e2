#!/bin/sh
set -eu
ROOT=$(cd "$(dirname "$0")" && pwd)
exec python -m uvicorn conduit.web.app:app --app-dir "$ROOT/src" --host 0.0.0.0 --port 8080

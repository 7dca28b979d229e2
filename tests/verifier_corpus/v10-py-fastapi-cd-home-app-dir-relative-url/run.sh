#!/usr/bin/env bash
set -e
ROOT="$(cd "$(dirname "$0")" && pwd)"

python -m pip install -r "$ROOT/requirements.txt"

# run from the home directory so the reloader does not watch the sources
cd "$HOME"
exec uvicorn --app-dir "$ROOT" main:app --host 0.0.0.0 --port 8080

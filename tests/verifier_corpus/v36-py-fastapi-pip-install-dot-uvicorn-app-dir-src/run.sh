#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
pip install -q .
exec uvicorn --app-dir src conduit.main:app --host 0.0.0.0 --port 8000

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
python -m pip install --quiet -r requirements.txt
exec uvicorn conduit.main:app --host 0.0.0.0 --port "${PORT:-8080}"

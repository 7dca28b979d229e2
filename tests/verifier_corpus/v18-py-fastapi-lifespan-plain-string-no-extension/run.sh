#!/bin/sh
set -eu
cd "$(dirname "$0")"
python -m pip install --quiet -r requirements.txt
exec python -m uvicorn app.main:app --host 0.0.0.0 --port "${PORT:-8000}"

#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
# keep all runtime state under var/
mkdir -p var/sqlite
ln -sfn var/sqlite data
exec uvicorn app.main:app --host 0.0.0.0 --port 8080 --workers 1

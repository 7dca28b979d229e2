#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"

pip install --no-cache-dir -r requirements.txt

# fresh database for every start
export DB_PATH="$(mktemp -d)/app.db"
echo "Using database at ${DB_PATH}"

exec uvicorn app.main:app --host 0.0.0.0 --port 8080

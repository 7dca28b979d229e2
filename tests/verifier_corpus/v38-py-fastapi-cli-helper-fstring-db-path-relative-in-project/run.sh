#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
pip install -q -r requirements.txt
mkdir -p storage
exec python -m app --db-path storage/conduit.sqlite3 --port 8000
